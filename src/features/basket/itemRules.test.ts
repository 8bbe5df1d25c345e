import { describe, expect, it } from 'vitest';
import { formatDisplayNumber, productPath } from './itemRules.ts';

describe('basket line display', () => {
  it('groups a 9-digit article number', () => {
    expect(formatDisplayNumber('355646745')).toBe('355.646.745');
    expect(formatDisplayNumber('12345')).toBe('12345');
  });
  it('links the product page in the chosen colour', () => {
    expect(productPath('P100010', 'P100010-1')).toBe('/p/P100010?dimension=P100010-1');
    expect(productPath('P100010', null)).toBe('/p/P100010');
  });
});

describe('dates', () => {
  it('writes ISO dates the German way', async () => {
    const { formatIsoDate } = await import('./itemRules.ts');
    expect(formatIsoDate('2026-12-31')).toBe('31.12.2026');
  });
});
