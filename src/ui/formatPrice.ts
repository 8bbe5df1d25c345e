import { formatAmount } from './numberFormats.ts';

/**
 * Formats an amount in minor units (cents) for the shop's locale, e.g. 4999 → "49,99 €": the
 * currency sign after a no-break space, as Intl writes it, so it never wraps alone. Shops that
 * write whole prices with a dash (`wholeAsDash`) show 2000 as "20,- €" instead of "20,00 €".
 */
export function formatPrice(cents: number, currency: string, locale: string, wholeAsDash = false): string {
  const text = formatAmount(cents, currency, locale);
  // The decimal separator and two zeros at the end of the number, not a group separator's zeros.
  return wholeAsDash && cents % 100 === 0 ? text.replace(/([.,])00(?!\d)/, '$1-') : text;
}

/**
 * An amount named in a text rather than a price: without decimals where it has none, e.g. a
 * voucher of 1000 → "10 €" (de-DE), "CHF 10" (de-CH), 25000 → "250 Kč" (cs-CZ); 1050 → "10,50 €".
 */
export function formatRoundAmount(cents: number, currency: string, locale: string): string {
  const text = formatAmount(cents, currency, locale);
  return cents % 100 === 0 ? text.replace(/[.,]00(?!\d)/, '') : text;
}
