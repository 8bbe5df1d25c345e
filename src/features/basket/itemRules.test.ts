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
    expect(formatIsoDate('2026-12-31', 'de-DE')).toBe('31.12.2026');
  });
  it('writes them as Intl does in every shop locale', async () => {
    const { formatIsoDate } = await import('./itemRules.ts');
    const { WRITTEN_LOCALES } = await import('../../ui/numberFormats.ts');
    const date = new Date(Date.UTC(2026, 0, 5, 12));
    for (const locale of WRITTEN_LOCALES) {
      const intl = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(date);
      expect(formatIsoDate('2026-01-05', locale), locale).toBe(intl);
    }
  });
});
