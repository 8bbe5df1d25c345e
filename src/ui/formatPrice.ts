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
