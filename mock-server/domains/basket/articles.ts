import type { Dimension, Product, Variant } from '../../__generated__/shop-resolvers.ts';
import { catalogue } from '../../data/catalogue.ts';

/** An orderable article: one variant with its colour dimension and product. */
export interface Article {
  product: Product;
  dimension: Dimension;
  variant: Variant;
}

/** Finds articles by variant id; the rules take it as a parameter so tests can hand-make data. */
export type ArticleLookup = (variantId: string) => Article | undefined;

export const catalogueArticles: ArticleLookup = (variantId) => catalogue().variantById.get(variantId);

export const stockOf = (article: Article): number => article.variant.availability.quantity ?? 0;

export const isFreeGift = (article: Article): boolean => article.product.isFreeGift === true;

/**
 * The article number of the line: the colour's 9-digit display number (6 product digits and the
 * colour's 3-digit promotion). The per-article limit counts over all sizes of one colour.
 */
export function articleNumberOf(article: Article): string {
  const { product, dimension } = article;
  return product.iid && dimension.promotion ? `${product.iid}${dimension.promotion}` : product.displayNumber;
}

/** Unit price the basket charges: free gifts cost nothing. */
export const unitPriceOf = (article: Article): number => (isFreeGift(article) ? 0 : article.variant.price.withTax);
