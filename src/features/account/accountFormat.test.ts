import { describe, expect, it } from 'vitest';
import { formatDate, invoiceStatusText, label, money, parcelLabel, PAYMENT_STATUS } from './accountFormat.ts';

describe('account formats', () => {
  it('writes dates and amounts the German way', () => {
    expect(formatDate('2026-07-01')).toBe('01.07.2026');
    expect(formatDate('2026-10-31T23:30:00Z')).toBe('01.11.2026');
    expect(money(12990, 'EUR')).toMatch(/^129,90\s€$/);
    expect(money(5000, 'CHF')).toMatch(/50,00\sCHF/);
  });

  it('names parcels and statuses', () => {
    expect(parcelLabel(1, 2)).toBe('Paket 1 von 2');
    expect(label(PAYMENT_STATUS, 'overdue')).toBe('überfällig');
    expect(label(PAYMENT_STATUS, 'later')).toBe('later');
  });

  it('shows a running instalment plan with its next due date', () => {
    const installments = [{ status: 'paid' }, { status: 'open' }];
    expect(invoiceStatusText({ status: 'open', installments, nextDueDate: '2026-12-01' })).toBe(
      'noch offen – laufende Ratenzahlung, nächste Rate fällig am 01.12.2026',
    );
    expect(invoiceStatusText({ status: 'overdue', installments })).toBe('überfällig');
    expect(invoiceStatusText({ status: 'paid', installments: [{ status: 'paid' }] })).toBe('bezahlt');
    expect(invoiceStatusText({ status: 'open', installments: [] })).toBe('offen');
  });
});
