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

/** An ISO date (2026-12-31) as the shop writes it (31.12.2026). */
export function formatIsoDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : iso;
}

/** The list type of the add/remove analytics events of basket lines. */
export const BASKET_LIST = 'basket';
