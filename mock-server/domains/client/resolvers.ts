import type { QueryResolvers } from '../../__generated__/shop-resolvers.ts';
import { requireValidAuth } from '../../sessions/require-auth.ts';

export const Query = {
  client: (_, __, context) => {
    requireValidAuth(context);
    // One record per visitor in the client store: login only flips isLoggedIn.
    return { id: 'client', isLoggedIn: context.auth.kind === 'customer' };
  },
} satisfies QueryResolvers;
