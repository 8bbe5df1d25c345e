import { afterEach, describe, expect, it, vi } from 'vitest';
import { currencySymbol, formatAmount, formatNumber, priceDecimal, WRITTEN_LOCALES } from './numberFormats.ts';

const CURRENCIES = ['EUR', 'CHF', 'CZK', 'SEK'];

/** Integers from 0 to beyond a billion: every length, the edges of each group, and a spread between. */
function sampleIntegers(): number[] {
  const values = new Set<number>([
    0, 1, 9, 10, 99, 100, 101, 999, 1000, 1001, 9999, 10000, 99999, 100000, 999999, 1000000, 123456789, 1234567890, 99999999999,
  ]);
  let seed = 7;
  for (let i = 0; i < 400; i++) {
    seed = (seed * 48271) % 2147483647;
    values.add(seed % 10 ** (1 + (i % 11)));
  }
  return [...values];
}

describe('formatAmount', () => {
  it.each(WRITTEN_LOCALES)('writes prices as Intl does in %s, for every currency, positive and negative', (locale) => {
    for (const currency of CURRENCIES) {
      const intl = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
      for (const cents of sampleIntegers()) {
        expect(formatAmount(cents, currency, locale), `${cents} ${currency}`).toBe(intl.format(cents / 100));
        expect(formatAmount(-cents, currency, locale), `-${cents} ${currency}`).toBe(intl.format(-cents / 100));
      }
    }
  });

  it('gives other locales and amounts that are not whole cents to Intl', () => {
    expect(formatAmount(4999, 'USD', 'en-US')).toBe('$49.99');
    expect(formatAmount(1234.5, 'EUR', 'de-DE')).toBe(
      new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(12.345),
    );
  });
});

describe('formatNumber', () => {
  it.each(WRITTEN_LOCALES)('writes integers and decimals as toLocaleString does in %s', (locale) => {
    for (const value of sampleIntegers()) {
      expect(formatNumber(value, locale), String(value)).toBe(value.toLocaleString(locale));
      expect(formatNumber(-value, locale), String(-value)).toBe((-value).toLocaleString(locale));
    }
    for (const value of [0, 0.5, 1.25, 4.3, 1234.5, 98765.432]) {
      for (const [min, max] of [
        [0, 3],
        [1, 1],
        [2, 2],
        [0, 1],
        [3, 3],
      ] as const) {
        const digits = { minimumFractionDigits: min, maximumFractionDigits: max };
        expect(formatNumber(value, locale, digits), `${value} ${min}-${max}`).toBe(value.toLocaleString(locale, digits));
      }
    }
  });

  it('rounds through Intl when there are more fraction digits than allowed', () => {
    expect(formatNumber(4.25, 'de-DE', { maximumFractionDigits: 1 })).toBe((4.25).toLocaleString('de-DE', { maximumFractionDigits: 1 }));
    expect(formatNumber(1e21, 'de-DE')).toBe((1e21).toLocaleString('de-DE'));
  });
});

describe('without Intl', () => {
  afterEach(() => vi.restoreAllMocks());

  it('creates no Intl format for the written locales (its first costs a page 40–90 ms)', () => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const toLocaleString = vi.spyOn(Number.prototype, 'toLocaleString');
    for (const locale of WRITTEN_LOCALES) {
      formatAmount(123456, 'EUR', locale);
      formatNumber(1234, locale);
      formatNumber(4, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    }
    expect(numberFormat).not.toHaveBeenCalled();
    expect(toLocaleString).not.toHaveBeenCalled();
  });
});

describe("a shop's currency sign and price decimal", () => {
  it('are those its prices are written with', () => {
    expect(currencySymbol('EUR', 'de-DE')).toBe('€');
    expect(currencySymbol('CZK', 'cs-CZ')).toBe('Kč');
    expect(currencySymbol('SEK', 'sv-SE')).toBe('kr');
    expect(currencySymbol('CHF', 'fr-CH')).toBe('CHF');
    expect(priceDecimal('de-DE')).toBe(',');
    expect(priceDecimal('fr-CH')).toBe('.');
    for (const locale of WRITTEN_LOCALES)
      for (const currency of CURRENCIES) {
        const written = formatAmount(150, currency, locale);
        expect(written, `${locale} ${currency}`).toContain(currencySymbol(currency, locale));
        expect(written, `${locale} ${currency}`).toContain(`1${priceDecimal(locale)}50`);
      }
  });
});
