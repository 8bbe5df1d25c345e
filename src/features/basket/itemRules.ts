// Small display rules of a basket line.

/** 9 digits as three dot-separated groups (355646745 → 355.646.745); anything else unchanged. */
export function formatDisplayNumber(value: string): string {
  return /^\d{9}$/.test(value) ? value.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1.$2.$3') : value;
}

/** The product page in the line's colour. */
export function productPath(productId: string, dimensionId: string | null | undefined): string {
  const path = `/p/${encodeURIComponent(productId)}`;
  return dimensionId ? `${path}?dimension=${encodeURIComponent(dimensionId)}` : path;
}

// Numeric dates as Intl writes them with two-digit day and month (no Intl: its first date format
// costs the page a main-thread pause); the German way for locales not listed.
const DATE_PATTERNS: Readonly<Record<string, string>> = { 'nl-NL': 'd-m-y', 'cs-CZ': 'd. m. y', 'sk-SK': 'd. m. y', 'sv-SE': 'y-m-d' };

/** An ISO date (2026-12-31) as the shop's locale writes it (31.12.2026 in German). */
export function formatIsoDate(iso: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return iso;
  const parts: Record<string, string> = { d: match[3]!, m: match[2]!, y: match[1]! };
  return (DATE_PATTERNS[locale] ?? 'd.m.y').replace(/[dmy]/g, (part) => parts[part]!);
}

/** The list type of the add/remove analytics events of basket lines. */
export const BASKET_LIST = 'basket';
