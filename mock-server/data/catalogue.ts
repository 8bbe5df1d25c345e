import type { Dimension, Product, Variant } from '../__generated__/shop-resolvers.ts';
import { cached } from '../state.ts';
import { buildCategoryTree, type CategoryTree } from './categories.ts';
import { makeProduct, type CatalogueProduct, type ImageInfo } from './products.ts';
import { SEED, seededFaker } from './seed.ts';

export interface VariantRef {
  product: Product;
  dimension: Dimension;
  variant: Variant;
}

export interface Catalogue {
  categories: CategoryTree;
  /** In id order. */
  products: CatalogueProduct[];
  productById: Map<string, CatalogueProduct>;
  variantById: Map<string, VariantRef>;
  images: Map<string, ImageInfo>;
}

const FIRST_PRODUCT_NUMBER = 100001;

/**
 * Builds the whole catalogue from one seeded faker, always in the same order, so the same seed
 * gives byte-identical data. Ids count up through the category tree: 'P100001', 'P100002', …
 */
export function buildCatalogue(seed = SEED): Catalogue {
  const faker = seededFaker(seed);
  const categories = buildCategoryTree();
  const images = new Map<string, ImageInfo>();
  const products: CatalogueProduct[] = [];
  const numbers = new Set<string>();
  for (const category of categories.leaves) {
    const count = faker.number.int({ min: 10, max: 13 });
    for (let i = 0; i < count; i++) {
      let number: string;
      do number = faker.string.numeric({ length: 6, allowLeadingZeros: false });
      while (numbers.has(number));
      numbers.add(number);
      const id = `P${FIRST_PRODUCT_NUMBER + products.length}`;
      products.push(makeProduct({ faker, id, number, category, images }));
    }
  }
  const variantById = new Map<string, VariantRef>();
  for (const { product } of products) {
    for (const dimension of product.dimensions) {
      for (const variant of dimension.variants) variantById.set(variant.id, { product, dimension, variant });
    }
  }
  return {
    categories,
    products,
    productById: new Map(products.map((p) => [p.product.id, p])),
    variantById,
    images,
  };
}

/** The process-wide catalogue, built on first use. */
export function catalogue(): Catalogue {
  return cached('catalogue', () => buildCatalogue());
}
