import type { CategoryResolvers, ProductResolvers, QueryResolvers, Resolvers } from '../../__generated__/shop-resolvers.ts';
import { catalogue } from '../../data/catalogue.ts';
import { normaliseCategoryPath } from '../../data/categories.ts';
import { contactReasons } from '../../data/contact-reasons.ts';
import { printCatalogues } from '../../data/print-catalogues.ts';
import { productSafetyOf } from '../../data/safety.ts';
import { directOrderFormArticle } from './direct-order.ts';
import { productListing, productsOfCategory, sortProducts } from './listing.ts';
import { storeOnlyProduct } from './storeOnly.ts';
import { asCategory } from './nodes.ts';
import { pickImages, preferencesOf, withPreferences } from './preferences.ts';

// Locale is accepted everywhere but the mock only speaks de-DE. Unknown ids answer null.
const productOf = (id: string) => catalogue().productById.get(id)?.product ?? null;
const categoryOf = (id: string) => {
  const node = catalogue().categories.byId.get(id);
  return node ? asCategory(node) : null;
};

export const Query = {
  productById: (_, { id }) => productOf(id) ?? storeOnlyProduct(id),
  popupProductById: (_, { id }) => productOf(id),
  productPriceAndNameById: (_, { input }) => productOf(input.id),
  productByCategory: (_, { input, sort, imageType, exactImageType }) => {
    const category = categoryOf(input.id);
    return { category: category && withPreferences(category, { sort, images: { imageType, exactImageType } }) };
  },
  automatedProductById: (_, { input, imagesInput }) => {
    const product = productOf(input.id);
    return { productById: product && withPreferences(product, { images: imagesInput }) };
  },
  categoryById: (_, { input }) => categoryOf(input.id),
  categoryByPath: (_, { path }) => {
    const node = catalogue().categories.byPath.get(normaliseCategoryPath(path));
    return node ? asCategory(node) : null;
  },
  navigation: () => ({ id: 'navigation', categories: catalogue().categories.roots.map(asCategory) }),
  productListing: (_, { input }) => productListing(catalogue(), input),
  directOrderFormArticle: (_, { displayNumber }) => directOrderFormArticle(catalogue(), displayNumber),
  printCatalogues: (_, { locale }) => printCatalogues(locale),
  contactReasons: (_, { locale }) => contactReasons(locale),
  productSafety: (_, { dimensionId }) => {
    const ref = catalogue().dimensionById.get(dimensionId);
    return ref ? productSafetyOf(ref.product, ref.dimension) : null;
  },
} satisfies QueryResolvers;

export const Product = {
  images: (product, args) => {
    const preferred = preferencesOf(product).images ?? {};
    return pickImages(product.images, {
      imageType: args.imageType ?? preferred.imageType,
      exactImageType: args.exactImageType ?? preferred.exactImageType,
      count: args.count ?? preferred.count,
    });
  },
} satisfies ProductResolvers;

export const Category = {
  products: (category, { limit, sort }) => {
    const preferences = preferencesOf(category);
    const products = sortProducts(productsOfCategory(catalogue(), category.id), preferences.sort ?? sort ?? 'topSeller');
    const images = preferences.images;
    return products.slice(0, Math.max(0, limit ?? 1)).map((e) => (images ? withPreferences(e.product, { images }) : e.product));
  },
} satisfies CategoryResolvers;

export const resolvers: Resolvers = { Query, Product, Category };
