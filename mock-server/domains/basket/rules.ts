import type { Variant } from '../../__generated__/shop-resolvers.ts';

/** Per-article quantity limit of the specification. */
export const MAX_QUANTITY_PER_ARTICLE = 20;

export type AddToBasketCheck =
  | { ok: true; quantity: number }
  | { ok: false; code: 'ATB_NO_VARIANT_SELECTED' | 'ATB_GENERAL' | 'ATB_VARIANT_OUTSOLD' }
  | { ok: false; code: 'ATB_QUANTITY_LIMIT_EXCEEDED'; quantityLimit: number };

export interface AddToBasketRequest {
  variantId: string;
  /** undefined when the id is unknown. */
  variant: Variant | undefined;
  /** Pieces of this variant already in the basket. */
  inBasket: number;
  quantity: number;
}

/**
 * Whether the pieces may be added. The limit is the smaller of 20 pieces per article and the
 * stock, counted over what is already in the basket.
 */
export function checkAddToBasket({ variantId, variant, inBasket, quantity }: AddToBasketRequest): AddToBasketCheck {
  if (variantId.trim() === '') return { ok: false, code: 'ATB_NO_VARIANT_SELECTED' };
  if (!variant || !Number.isInteger(quantity) || quantity < 1) return { ok: false, code: 'ATB_GENERAL' };
  const stock = variant.availability.quantity ?? 0;
  if (stock === 0) return { ok: false, code: 'ATB_VARIANT_OUTSOLD' };
  const limit = Math.min(MAX_QUANTITY_PER_ARTICLE, stock);
  if (inBasket + quantity > limit) return { ok: false, code: 'ATB_QUANTITY_LIMIT_EXCEEDED', quantityLimit: limit };
  return { ok: true, quantity: inBasket + quantity };
}
