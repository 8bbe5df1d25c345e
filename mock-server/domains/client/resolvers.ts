import type { QueryResolvers, Resolvers } from '../../__generated__/shop-resolvers.ts';
import { requireValidAuth } from '../../sessions/require-auth.ts';
import { clientOf, serviceIdOf } from './client.ts';

export const Query = {
  client: (_, __, context) => {
    requireValidAuth(context);
    return clientOf(context.auth.kind === 'customer' ? context.auth.customer : null);
  },
  supportIds: (_, __, context) => {
    requireValidAuth(context);
    return { serviceId: serviceIdOf(context.visitor.id), cookieId: context.visitor.id };
  },
} satisfies QueryResolvers;

export const resolvers: Resolvers = { Query };
