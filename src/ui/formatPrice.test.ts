import { describe, expect, it } from 'vitest';
import { formatPrice } from './formatPrice.ts';

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
