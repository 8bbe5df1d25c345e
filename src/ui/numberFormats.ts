// Numbers and prices as the shops' locales write them, without Intl where it can be helped.
//
// The first Intl number or date format a page creates costs 40–90 ms on the main thread in
// Chromium (it loads the locale's data from ICU), and a page creates it while it hydrates: the
// tiles' prices and stars. So the shops' locales are written down here, as Intl writes them
// (numberFormats.test.ts compares both for every locale and currency, in Node, whose text the
// server renders). Anything else (another locale, a fraction to round) goes to Intl as before.

/**
 * How a locale writes numbers: plain numbers' group and decimal separators and minus sign; then
 * prices' separators (they may differ: '1 234' but '€ 1.234,00' in de-AT), their patterns for
 * positive and negative amounts ('#' the number, '¤' the currency's symbol), and the currency
 * symbols other than the ISO code.
 */
type LocaleNumbers = readonly [
  group: string,
  decimal: string,
  minus: string,
  priceGroup: string,
  priceDecimal: string,
  positive: string,
  negative: string,
  symbols: Readonly<Record<string, string>>,
];

const NBSP = '\u00a0';
const EURO = { EUR: '\u20ac' };
const AFTER = `#${NBSP}¤`;
const BEFORE = `¤${NBSP}#`;

const LOCALES: Readonly<Record<string, LocaleNumbers>> = {
  'de-DE': ['.', ',', '-', '.', ',', AFTER, `-${AFTER}`, EURO],
  'de-AT': [NBSP, ',', '-', '.', ',', BEFORE, `-${BEFORE}`, EURO],
  'de-CH': ["'", '.', '-', "'", '.', BEFORE, '¤-#', {}],
  'fr-CH': ["'", ',', '-', "'", '.', AFTER, `-${AFTER}`, EURO],
  'nl-NL': ['.', ',', '-', '.', ',', BEFORE, `¤${NBSP}-#`, EURO],
  'cs-CZ': [NBSP, ',', '-', NBSP, ',', AFTER, `-${AFTER}`, { ...EURO, CZK: 'K\u010d' }],
  'sv-SE': [NBSP, ',', '\u2212', NBSP, ',', AFTER, `\u2212${AFTER}`, { ...EURO, SEK: 'kr' }],
  'sk-SK': [NBSP, ',', '-', NBSP, ',', AFTER, `-${AFTER}`, EURO],
};

/** The locales written down here (the rest go to Intl). */
export const WRITTEN_LOCALES = /* @__PURE__ */ Object.keys(LOCALES);

/** Plain digits of a number's absolute value, split at the point; null for exponent notation. */
function digitsOf(value: number): [integer: string, fraction: string] | null {
  const text = String(Math.abs(value));
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const [integer, fraction = ''] = text.split('.');
  return [integer!, fraction];
}

function grouped(integer: string, group: string): string {
  let out = '';
  for (let end = integer.length; end > 0; end -= 3) out = (end > 3 ? group : '') + integer.slice(Math.max(0, end - 3), end) + out;
  return out;
}

export interface FractionDigits {
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
}

/**
 * A number as `value.toLocaleString(locale, digits)` writes it, e.g. 1234 → '1.234' and, with one
 * fraction digit, 4 → '4,0' in de-DE. A value with more fraction digits than allowed (rounding)
 * goes to Intl.
 */
export function formatNumber(
  value: number,
  locale: string,
  { minimumFractionDigits = 0, maximumFractionDigits = Math.max(3, minimumFractionDigits) }: FractionDigits = {},
): string {
  const numbers = LOCALES[locale];
  const digits = Number.isFinite(value) ? digitsOf(value) : null;
  if (!numbers || !digits || digits[1].length > maximumFractionDigits) {
    return value.toLocaleString(locale, { minimumFractionDigits, maximumFractionDigits });
  }
  const [group, decimal, minus] = numbers;
  const fraction = digits[1].padEnd(minimumFractionDigits, '0');
  const text = grouped(digits[0], group) + (fraction ? decimal + fraction : '');
  return value < 0 || Object.is(value, -0) ? minus + text : text;
}

/** An amount in minor units (cents) with its currency, always with two decimals: 4999 → '49,99 €' (de-DE). */
export function formatAmount(cents: number, currency: string, locale: string): string {
  const numbers = LOCALES[locale];
  if (!numbers || !Number.isSafeInteger(cents)) {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
      cents / 100,
    );
  }
  const [, , , group, decimal, positive, negative, symbols] = numbers;
  const number = grouped(String(Math.floor(Math.abs(cents) / 100)), group) + decimal + String(Math.abs(cents) % 100).padStart(2, '0');
  return (cents < 0 || Object.is(cents, -0) ? negative : positive).replace('¤', symbols[currency] ?? currency).replace('#', number);
}

/** The sign a locale writes for a currency ('€', 'Kč', 'kr'; the ISO code where it has none: 'CHF'). */
export function currencySymbol(currency: string, locale: string): string {
  return LOCALES[locale]?.[7][currency] ?? currency;
}

/** The decimal separator of a locale's prices (',' in de-DE, '.' in de-CH and fr-CH). */
export function priceDecimal(locale: string): string {
  return LOCALES[locale]?.[4] ?? ',';
}
