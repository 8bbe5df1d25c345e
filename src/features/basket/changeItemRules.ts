import { isSoldOut, type SelectableVariant } from '../../entities/product/variantSelection.ts';

/** Pieces of one article a basket may hold (specification section 9). */
export const MAX_PIECES_PER_ARTICLE = 20;

/** The quantities the change-item modal offers: 1 to the per-article limit. */
export const QUANTITY_CHOICES = Array.from({ length: MAX_PIECES_PER_ARTICLE }, (_, i) => i + 1);

/**
 * What the modal refuses before asking the server: no size (ATB_NO_VARIANT_SELECTED), a sold-out
 * size (ATB_VARIANT_OUTSOLD), more than 20 pieces (QUANTITY_LIMIT_EXCEEDED). Stock and the limits
 * across lines are the server's to check (QUANTITY_MORE_THAN_STOCK, QUANTITY_LIMIT_EXCEEDED,
 * BASKET_MAX_ITEMS).
 */
export function changeProblem(
  variant: SelectableVariant | null,
  quantity: number,
  displayNumber: string | null,
): { code: string; params: Record<string, string | number> } | null {
  if (!variant) return { code: 'ATB_NO_VARIANT_SELECTED', params: {} };
  if (isSoldOut(variant)) return { code: 'ATB_VARIANT_OUTSOLD', params: {} };
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_PIECES_PER_ARTICLE) {
    return { code: 'QUANTITY_LIMIT_EXCEEDED', params: { displayNumber: displayNumber ?? '' } };
  }
  return null;
}
