import type { MutationResolvers, Product, QueryResolvers, Resolvers, Wishlist, WishlistItem } from '../../__generated__/shop-resolvers.ts';
import type { ShopContext } from '../../context.ts';
import { catalogue } from '../../data/catalogue.ts';
import { graphqlError } from '../../graphql/errors.ts';
import { nextTimestamp } from '../../lib/clock.ts';
import { requireValidAuth } from '../../sessions/require-auth.ts';
import { itemKeyOf, removeItem, saveProduct, wishlistEntries, type WishlistEntry } from './state.ts';

// isTargetingAllowed only decides whether the shop reports the change to the recommendation
// service (its own tracking call); the wishlist itself works the same either way.

const productOf = (id: string): Product | undefined => catalogue().productById.get(id)?.product;

function itemOf(entry: WishlistEntry): WishlistItem | null {
  const product = productOf(entry.productId);
  return product ? { id: itemKeyOf(entry.productId), product, addedAt: entry.addedAt } : null;
}

function wishlistOf(context: ShopContext): Wishlist {
  const items = wishlistEntries(context.visitor).flatMap((entry) => itemOf(entry) ?? []);
  return { id: 'wishlist', count: items.length, items };
}

export const Query = {
  wishlist: (_, __, context) => {
    requireValidAuth(context);
    return wishlistOf(context);
  },
} satisfies QueryResolvers;

export const Mutation = {
  /** Adding a product that is already saved answers its item again. */
  addWishlistItem: (_, { productId }, context) => {
    requireValidAuth(context);
    if (!productOf(productId)) {
      throw graphqlError('Der Artikel konnte nicht zum Merkzettel hinzugefügt werden.', { code: 'WISHLIST_FAILED_TO_ADD_ITEM' });
    }
    const entry = saveProduct(wishlistEntries(context.visitor), productId, () => nextTimestamp(context.visitor));
    return itemOf(entry)!;
  },
  removeWishlistItem: (_, { itemKey }, context) => {
    requireValidAuth(context);
    if (!removeItem(wishlistEntries(context.visitor), itemKey)) {
      throw graphqlError('Der Artikel konnte nicht vom Merkzettel entfernt werden.', { code: 'WISHLIST_FAILED_TO_REMOVE_ITEM' });
    }
    return itemKey;
  },
} satisfies MutationResolvers;

export const resolvers: Resolvers = { Query, Mutation };
