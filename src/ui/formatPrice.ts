interface Formatter {
  format: Intl.NumberFormat;
  /** Texts already made, by amount: a listing formats the same sixty prices for every view. */
  made: Map<number, string>;
}

const formatters = new Map<string, Formatter>();

/** Formatted amounts kept per locale and currency; past this many the oldest go first. */
export const KEPT_PRICE_TEXTS = 2000;

/** Formats an amount in minor units (cents) for the shop's locale, e.g. 4999 → "49,99 €". */
export function formatPrice(cents: number, currency: string, locale = 'de-DE'): string {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const format = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formatter = { format, made: new Map() };
    formatters.set(key, formatter);
  }
  let text = formatter.made.get(cents);
  if (text === undefined) {
    // Intl separates the currency sign with a no-break space; keep it so the sign never wraps alone.
    text = formatter.format.format(cents / 100);
    if (formatter.made.size >= KEPT_PRICE_TEXTS) formatter.made.delete(formatter.made.keys().next().value!);
    formatter.made.set(cents, text);
  }
  return text;
}
