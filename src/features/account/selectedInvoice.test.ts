// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { heldInvoice, holdInvoice, invoiceMonthsOf } from './selectedInvoice.ts';

describe('invoice list state', () => {
  it('holds the opened invoice for the tab', () => {
    holdInvoice('8100245567');
    expect(heldInvoice()).toBe('8100245567');
  });

  it('filters by 3, 6 or 12 months, 3 by default', () => {
    expect(invoiceMonthsOf('6')).toBe(6);
    expect(invoiceMonthsOf('12')).toBe(12);
    expect(invoiceMonthsOf('24')).toBe(3);
    expect(invoiceMonthsOf(undefined)).toBe(3);
  });
});
