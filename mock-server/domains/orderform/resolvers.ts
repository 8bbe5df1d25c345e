import type { MutationResolvers, Resolvers } from '../../__generated__/shop-resolvers.ts';
import { catalogue } from '../../data/catalogue.ts';
import { graphqlError } from '../../graphql/errors.ts';
import { requireValidAuth } from '../../sessions/require-auth.ts';
import { catalogueArticles } from '../basket/articles.ts';
import { currentBasket } from '../basket/current.ts';
import { basketState } from '../basket/state.ts';
import { submitLines } from './lines.ts';

export const Mutation = {
  submitDirectOrderForm: (_, { input }, context) => {
    requireValidAuth(context);
    if (input.lines.length === 0) {
      throw graphqlError('Die Artikel konnten nicht in den Warenkorb gelegt werden.', { code: 'DOF_FAILED_TO_ADD_TO_BASKET' });
    }
    const holder = basketState(context.visitor);
    const outcome = submitLines(holder.current, input.lines, catalogueArticles, (number) => catalogue().byDisplayNumber.get(number));
    holder.current = outcome.state;
    return {
      basket: currentBasket(context),
      addedLines: outcome.addedLines,
      lineErrors: outcome.lineErrors.map(({ index, failure }) => ({
        index,
        code: failure.code,
        params: Object.entries(failure.params).map(([name, value]) => ({ name, value: String(value) })),
      })),
    };
  },
} satisfies MutationResolvers;

export const resolvers: Resolvers = { Mutation };
