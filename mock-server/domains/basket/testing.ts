import type { Availability, Product, Variant } from '../../__generated__/shop-resolvers.ts';
import type { Article, ArticleLookup } from './articles.ts';

// Small hand-made articles for the commerce unit tests, independent of the seeded catalogue.

interface VariantSpec {
  id: string;
  price: number;
  stock: number;
  availabilityKey?: string;
  sale?: number;
  forwardingAgent?: boolean;
  disposalService?: boolean;
  size?: string;
}

interface ProductSpec {
  id: string;
  name: string;
  displayNumber: string;
  isFreeGift?: boolean;
  loyaltyPoints?: number;
  categoryIds?: string[];
  variants: VariantSpec[];
}

function availabilityOf(stock: number, key?: string): Availability {
  if (stock === 0) return { key: 'notAvailable', state: 'notAvailable', quantity: 0, isSubsequentDelivery: false };
  if (key === 'directShipping5Days') return { key, state: 'deliverable', quantity: stock, isSubsequentDelivery: false };
  return { key: 'available', state: 'available', quantity: stock, isSubsequentDelivery: false };
}

function variantOf(spec: VariantSpec, promotion: string): Variant {
  return {
    id: spec.id,
    promotion,
    deliverabilityForwardingAgent: spec.forwardingAgent === true,
    disposalService: spec.disposalService === true,
    size: { label: spec.size ?? 'M' },
    attributes: [],
    availability: availabilityOf(spec.stock, spec.availabilityKey),
    price: {
      withTax: spec.price,
      currency: 'EUR',
      reductions: spec.sale ? [{ withTax: spec.sale, relative: 20, category: 'sale' }] : [],
    },
  };
}

export function handmadeProduct(spec: ProductSpec): Product {
  const variants = spec.variants.map((v) => variantOf(v, spec.displayNumber.slice(6)));
  const prices = variants.map((v) => v.price.withTax);
  return {
    id: spec.id,
    iid: spec.displayNumber.slice(0, 6),
    name: spec.name,
    displayNumber: spec.displayNumber,
    isFreeGift: spec.isFreeGift === true,
    onlineAssortment: true,
    loyaltyPoints: spec.loyaltyPoints ?? null,
    flag: 'none',
    outsold: variants.every((v) => v.availability.quantity === 0),
    disposalNote: false,
    disposalServiceProduct: variants.some((v) => v.disposalService),
    alternate: [],
    attributes: [],
    availability: { key: 'available', state: 'available' },
    breadcrumb: [],
    categoryIds: spec.categoryIds ?? [],
    colors: [],
    dimensions: [{ id: `${spec.id}-1`, label: 'Blau', promotion: spec.displayNumber.slice(6), isDefaultPromotion: true, variants }],
    images: [{ hash: `img-${spec.id}`, type: 'main', alt: spec.name }],
    linkBox: [],
    price: { currency: 'EUR', min: Math.min(...prices), max: Math.max(...prices), old: 0, savingRange: false, priceRange: false },
    sizeTables: [],
    sustainabilityLogos: [],
    brand: { id: 'brand-test', name: 'Testmarke' },
  };
}

/** A lookup over hand-made products. */
export function lookupOf(products: readonly Product[]): ArticleLookup {
  const articles = new Map<string, Article>();
  for (const product of products) {
    for (const dimension of product.dimensions) {
      for (const variant of dimension.variants) articles.set(variant.id, { product, dimension, variant });
    }
  }
  return (id) => articles.get(id);
}

/** Dress in three sizes (plenty, 3 left, sold out), a cheap shirt, a mattress, a sofa, two gifts, a slipping article, a sold-out blouse. */
export const HANDMADE = [
  handmadeProduct({
    id: 'D1',
    name: 'Kleid',
    displayNumber: '111111001',
    categoryIds: ['1', '11', '111'],
    variants: [
      { id: 'D1-M', price: 4999, stock: 100, sale: 1000 },
      { id: 'D1-L', price: 4999, stock: 3, size: 'L' },
      { id: 'D1-XL', price: 4999, stock: 0, size: 'XL' },
    ],
  }),
  handmadeProduct({ id: 'S1', name: 'Shirt', displayNumber: '222222001', variants: [{ id: 'S1-M', price: 499, stock: 100 }] }),
  handmadeProduct({
    id: 'M1',
    name: 'Matratze',
    displayNumber: '333333001',
    loyaltyPoints: 500,
    variants: [{ id: 'M1-90', price: 29900, stock: 10, disposalService: true, size: '90x200' }],
  }),
  handmadeProduct({
    id: 'F1',
    name: 'Sofa',
    displayNumber: '444444001',
    variants: [{ id: 'F1-1', price: 89900, stock: 5, forwardingAgent: true, size: 'Einheitsgröße' }],
  }),
  handmadeProduct({
    id: 'G1',
    name: 'Gratis-Tasche',
    displayNumber: '555555001',
    isFreeGift: true,
    variants: [{ id: 'G1-1', price: 1999, stock: 50 }],
  }),
  handmadeProduct({
    id: 'G2',
    name: 'Gratis-Schirm',
    displayNumber: '555556001',
    isFreeGift: true,
    variants: [{ id: 'G2-1', price: 0, stock: 50 }],
  }),
  handmadeProduct({
    id: 'L1',
    name: 'Lampe',
    displayNumber: '666666001',
    variants: [{ id: 'L1-1', price: 2999, stock: 30, availabilityKey: 'directShipping5Days' }],
  }),
  handmadeProduct({
    id: 'O1',
    name: 'Ausverkaufte Bluse',
    displayNumber: '777777001',
    variants: [
      { id: 'O1-S', price: 2999, stock: 0, size: 'S' },
      { id: 'O1-M', price: 2999, stock: 0 },
    ],
  }),
];

export const handmadeLookup = lookupOf(HANDMADE);
