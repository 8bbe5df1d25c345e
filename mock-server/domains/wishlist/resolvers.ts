import type { QueryResolvers } from '../../__generated__/shop-resolvers.ts';
import { requireValidAuth } from '../../sessions/require-auth.ts';

export const Query = {
  wishlist: (_, __, context) => {
    requireValidAuth(context);
    return { id: 'wishlist', count: context.visitor.wishlist.size };
  },
} satisfies QueryResolvers;
