import { formatAmount } from './numberFormats.ts';

/**
 * Formats an amount in minor units (cents) for the shop's locale, e.g. 4999 → "49,99 €": the
 * currency sign after a no-break space, as Intl writes it, so it never wraps alone.
 */
export function formatPrice(cents: number, currency: string, locale = 'de-DE'): string {
  return formatAmount(cents, currency, locale);
}
