import type { Brand, Dimension, Product, Variant } from '../__generated__/shop-resolvers.ts';
import { CURRENCY_OF, currentLocale, DEFAULT_LOCALE, type ShopLocale } from '../l10n/locale.ts';
import { catalogueTranslator } from '../l10n/translate.ts';
import { cached } from '../state.ts';
import { buildCategoryTree, type CategoryTree, type LeafCategory } from './categories.ts';
import { makeProduct, type CatalogueProduct, type ImageInfo } from './products.ts';
import { RECIPES } from './recipes.ts';
import { SEED, seededFaker } from './seed.ts';

export interface VariantRef {
  product: Product;
  dimension: Dimension;
  variant: Variant;
}

export interface DimensionRef {
  product: Product;
  dimension: Dimension;
}

export interface Catalogue {
  categories: CategoryTree;
  /** In id order. */
  products: CatalogueProduct[];
  productById: Map<string, CatalogueProduct>;
  variantById: Map<string, VariantRef>;
  dimensionById: Map<string, DimensionRef>;
  /** Every colour's 9-digit display number (6 product + 3 promotion digits), old numbers too. */
  byDisplayNumber: Map<string, DimensionRef>;
  brands: Brand[];
  images: Map<string, ImageInfo>;
}

const FIRST_PRODUCT_NUMBER = 100001;
/** Products per leaf category: enough for paging and filters everywhere. */
const PER_LEAF = { min: 38, max: 48 };

/**
 * Builds the whole catalogue, always in the same order, so the same seed gives byte-identical
 * data. Ids count up through the category tree ('P100001', 'P100002', …); the products of
 * RECIPES take their slot wherever their own category is. Each product draws from its own seeded
 * stream, so changing one product's generation leaves all others as they were. Every locale
 * makes the same draws: its catalogue has the same products, ids, images and stock, with the
 * texts in its language and the prices in its currency.
 */
export function buildCatalogue(seed = SEED, locale: ShopLocale = DEFAULT_LOCALE): Catalogue {
  const texts = catalogueTranslator(locale);
  const currency = CURRENCY_OF[locale];
  const layout = seededFaker(seed);
  const categories = buildCategoryTree(texts);
  const leafById = new Map(categories.leaves.map((l) => [l.path[2].id, l]));
  const slots: LeafCategory[] = categories.leaves.flatMap((leaf) => Array.from({ length: layout.number.int(PER_LEAF) }, () => leaf));

  const numbers = new Set(Object.values(RECIPES).flatMap((r) => (r.number ? [r.number] : [])));
  const faker = seededFaker(seed);
  const freshNumber = () => {
    let number: string;
    do number = faker.string.numeric({ length: 6, allowLeadingZeros: false });
    while (numbers.has(number));
    numbers.add(number);
    return number;
  };

  const images = new Map<string, ImageInfo>();
  const products = slots.map((slot, index) => {
    const id = `P${FIRST_PRODUCT_NUMBER + index}`;
    const recipe = RECIPES[id];
    faker.seed([seed, index]);
    const category = recipe ? leafById.get(recipe.leafId)! : slot;
    const number = recipe?.number ?? freshNumber();
    return makeProduct({ faker, id, number, freshNumber, category, images, recipe, texts, currency });
  });
  return indexCatalogue(categories, products, images);
}

function indexCatalogue(categories: CategoryTree, products: CatalogueProduct[], images: Map<string, ImageInfo>): Catalogue {
  const variantById = new Map<string, VariantRef>();
  const dimensionById = new Map<string, DimensionRef>();
  const byDisplayNumber = new Map<string, DimensionRef>();
  const brands = new Map<string, Brand>();
  for (const { product } of products) {
    if (product.brand) brands.set(product.brand.id, product.brand);
    const oldNumber = product.oldDisplayNumber?.slice(0, 6);
    for (const dimension of product.dimensions) {
      const ref = { product, dimension };
      dimensionById.set(dimension.id, ref);
      byDisplayNumber.set(`${product.iid}${dimension.promotion}`, ref);
      if (oldNumber) byDisplayNumber.set(`${oldNumber}${dimension.promotion}`, ref);
      for (const variant of dimension.variants) variantById.set(variant.id, { product, dimension, variant });
    }
  }
  return {
    categories,
    products,
    productById: new Map(products.map((p) => [p.product.id, p])),
    variantById,
    dimensionById,
    byDisplayNumber,
    brands: [...brands.values()].sort((a, b) => a.name.localeCompare(b.name, 'de')),
    images,
  };
}

/** Cache key of a value derived from the catalogue of a locale (the German shop's keeps its own). */
export const localeKey = (key: string, locale: ShopLocale = currentLocale()) => (locale === DEFAULT_LOCALE ? key : `${key}:${locale}`);

/**
 * The catalogue of the request's locale (l10n/locale.ts), built on first use: the German one at
 * start-up, each other locale's when a request first asks for it.
 */
export function catalogue(locale: ShopLocale = currentLocale()): Catalogue {
  return cached(localeKey('catalogue', locale), () => buildCatalogue(SEED, locale));
}
