import type { OrderItem } from '../../__generated__/shop-resolvers.ts';
import { catalogue, type VariantRef } from '../catalogue.ts';

/**
 * An ordered article, named by where it sits in the catalogue rather than by id: the catalogue
 * grows, and "the 3rd summer dress" stays a summer dress when ids shift.
 */
export interface ItemSeed {
  /** Path of a leaf category, e.g. '/damen-mode/kleider/sommerkleider'. */
  from: string;
  /** Which product of the category (wraps around). */
  nth: number;
  /** Index of the colour dimension and of the size (clamped). */
  colour?: number;
  size?: number;
  quantity?: number;
}

export function pickVariant(seed: ItemSeed): VariantRef {
  const { products } = catalogue();
  const inCategory = products.filter((p) => p.product.breadcrumb.at(-1)?.path === seed.from);
  const pool = inCategory.length > 0 ? inCategory : products;
  const product = pool[seed.nth % pool.length]!.product;
  const dimension = product.dimensions[Math.min(seed.colour ?? 0, product.dimensions.length - 1)]!;
  const variant = dimension.variants[Math.min(seed.size ?? 0, dimension.variants.length - 1)]!;
  return { product, dimension, variant };
}

/** Swiss prices: a little higher than the euro prices, rounded to 5 Rappen. */
export const toCurrency = (cents: number, currency: string) => (currency === 'CHF' ? Math.round((cents * 1.08) / 5) * 5 : cents);

export function orderItem(orderNumber: string, index: number, seed: ItemSeed, currency: string): OrderItem {
  const { product, dimension, variant } = pickVariant(seed);
  return {
    id: `order-${orderNumber}-${index + 1}`,
    productId: product.id,
    name: product.name,
    // The article number of the ordered colour: 6 digits of the product, 3 of the promotion.
    displayNumber: `${product.displayNumber.slice(0, 6)}${dimension.promotion ?? product.displayNumber.slice(6)}`,
    colorLabel: dimension.label,
    sizeLabel: variant.size.label,
    quantity: seed.quantity ?? 1,
    price: toCurrency(variant.price.withTax, currency),
    image: product.images[0] ?? null,
  };
}

/** Whether the article is delivered by a forwarding agent (freight instead of a parcel). */
export const isForwarded = (seed: ItemSeed) => pickVariant(seed).variant.deliverabilityForwardingAgent;
