import type { MutationResolvers, QueryResolvers, Resolvers } from '../../__generated__/shop-resolvers.ts';
import { requireValidAuth } from '../../sessions/require-auth.ts';
import { formError } from '../../validation/fields.ts';
import { activateLoyaltyNumber, loyaltyOf, normaliseLoyaltyNumber } from './state.ts';

export const Query = {
  loyalty: (_, __, context) => {
    requireValidAuth(context);
    return loyaltyOf(context);
  },
} satisfies QueryResolvers;

export const Mutation = {
  /** A valid number becomes active for the session: the shop then shows SCRID_SESSION_ACTIVE. */
  activateLoyaltyNumber: (_, { number }, context) => {
    requireValidAuth(context);
    const normalised = normaliseLoyaltyNumber(number);
    if (!normalised) {
      const problem =
        number.trim() === ''
          ? { field: 'number', code: 'FIELD_REQUIRED' }
          : { field: 'number', code: 'LOYALTY_NUMBER_INVALID', params: { length: 10 } };
      throw formError([problem], 'LOYALTY_NUMBER_INVALID');
    }
    activateLoyaltyNumber(context, normalised);
    return loyaltyOf(context);
  },
} satisfies MutationResolvers;

export const resolvers: Resolvers = { Query, Mutation };
