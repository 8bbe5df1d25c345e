import { describe, expect, it } from 'vitest';
import { formatPrice, formatRoundAmount } from './formatPrice.ts';

describe('formatPrice', () => {
  it('divides cents by 100 and shows 2 decimals in de-DE', () => {
    expect(formatPrice(4999, 'EUR', 'de-DE')).toBe('49,99\u00a0€');
    expect(formatPrice(1790, 'EUR', 'de-DE')).toBe('17,90\u00a0€');
    expect(formatPrice(100000, 'EUR', 'de-DE')).toBe('1.000,00\u00a0€');
  });
  it('formats other currencies and locales', () => {
    expect(formatPrice(2500, 'CHF', 'de-CH')).toBe('CHF\u00a025.00');
  });
  it('writes negative amounts with the minus first', () => {
    expect(formatPrice(5399, 'CHF', 'de-CH')).toBe('CHF\u00a053.99');
    expect(formatPrice(-250, 'EUR', 'de-DE')).toBe('-2,50\u00a0€');
  });
  it("writes whole prices as 'X,-' for shops that want it, with the locale's decimal separator", () => {
    expect(formatPrice(2000, 'EUR', 'de-DE', true)).toBe('20,-\u00a0€');
    expect(formatPrice(100000, 'EUR', 'de-DE', true)).toBe('1.000,-\u00a0€');
    expect(formatPrice(2000, 'EUR', 'de-AT', true)).toBe('€\u00a020,-');
    expect(formatPrice(2500, 'CHF', 'de-CH', true)).toBe('CHF\u00a025.-');
    expect(formatPrice(-1000, 'EUR', 'de-DE', true)).toBe('-10,-\u00a0€');
    // Prices with cents, and shops without the option, keep their cents.
    expect(formatPrice(1999, 'EUR', 'de-DE', true)).toBe('19,99\u00a0€');
    expect(formatPrice(2000, 'EUR', 'de-DE')).toBe('20,00\u00a0€');
  });
});

describe('formatRoundAmount', () => {
  it('names a whole amount without decimals, in each locale and its currency', () => {
    expect(formatRoundAmount(1000, 'EUR', 'de-DE')).toBe('10\u00a0€');
    expect(formatRoundAmount(1000, 'EUR', 'de-AT')).toBe('€\u00a010');
    expect(formatRoundAmount(1000, 'CHF', 'de-CH')).toBe('CHF\u00a010');
    expect(formatRoundAmount(1000, 'CHF', 'fr-CH')).toBe('10\u00a0CHF');
    expect(formatRoundAmount(1000, 'EUR', 'nl-NL')).toBe('€\u00a010');
    expect(formatRoundAmount(25000, 'CZK', 'cs-CZ')).toBe('250\u00a0Kč');
    expect(formatRoundAmount(10000, 'SEK', 'sv-SE')).toBe('100\u00a0kr');
    expect(formatRoundAmount(1000, 'EUR', 'sk-SK')).toBe('10\u00a0€');
  });

  it('keeps the decimals of an amount that has some, and a group separator’s zeros', () => {
    expect(formatRoundAmount(1050, 'EUR', 'de-DE')).toBe('10,50\u00a0€');
    expect(formatRoundAmount(100000, 'EUR', 'de-DE')).toBe('1.000\u00a0€');
    expect(formatRoundAmount(100000, 'CHF', 'de-CH')).toBe("CHF\u00a01'000");
  });
});
