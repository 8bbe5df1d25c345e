import type { MutationResolvers, ProductResolvers, QueryResolvers } from '../../__generated__/shop-resolvers.ts';
import { catalogue } from '../../data/catalogue.ts';
import { normaliseCategoryPath } from '../../data/categories.ts';
import { productListing } from './listing.ts';

// Locale is accepted everywhere but the mock only speaks de-DE.
const productOf = (id: string) => catalogue().productById.get(id)?.product ?? null;

export const Query = {
  productById: (_, { id }) => productOf(id),
  popupProductById: (_, { id }) => productOf(id),
  productPriceAndNameById: (_, { input }) => productOf(input.id),
  categoryById: (_, { input }) => catalogue().categories.byId.get(input.id) ?? null,
  categoryByPath: (_, { path }) => catalogue().categories.byPath.get(normaliseCategoryPath(path)) ?? null,
  productListing: (_, { input }) => productListing(catalogue(), input),
} satisfies QueryResolvers;

export const Mutation = {
  ping: () => true,
} satisfies MutationResolvers;

export const Product = {
  images: (product, { count }) => (count == null ? product.images : product.images.slice(0, Math.max(0, count))),
} satisfies ProductResolvers;
