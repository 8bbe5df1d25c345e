const formatters = new Map<string, Intl.NumberFormat>();

/** Formats an amount in minor units (cents) for the shop's locale, e.g. 4999 → "49,99 €". */
export function formatPrice(cents: number, currency: string, locale = 'de-DE'): string {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formatters.set(key, formatter);
  }
  // Intl separates the currency sign with a no-break space; keep it so the sign never wraps alone.
  return formatter.format(cents / 100);
}
