import type { MutationResolvers, QueryResolvers, Resolvers } from '../../__generated__/shop-resolvers.ts';
import { requireValidAuth } from '../../sessions/require-auth.ts';
import { catalogueArticles } from './articles.ts';
import { changeBasket, currentBasket } from './current.ts';
import { addToBasket, changeBasketItem, removeBasketItem, setDisposalService } from './rules.ts';
import { basketState } from './state.ts';
import { basketItem } from './view.ts';

export const Query = {
  basket: (_, __, context) => {
    requireValidAuth(context);
    return currentBasket(context);
  },
} satisfies QueryResolvers;

export const Mutation = {
  addToBasket: (_, { input }, context) => {
    requireValidAuth(context);
    const request = { variantId: input.variantId, quantity: input.quantity ?? 1 };
    const line = changeBasket(context, (state) => addToBasket(state, catalogueArticles, request))!;
    const { lines } = basketState(context.visitor).current;
    return { basket: currentBasket(context), item: basketItem(lines, catalogueArticles, line, catalogueArticles(line.variantId)!) };
  },
  changeBasketItem: (_, { input }, context) => {
    requireValidAuth(context);
    changeBasket(context, (state) => changeBasketItem(state, catalogueArticles, input));
    return currentBasket(context);
  },
  removeBasketItem: (_, { itemId }, context) => {
    requireValidAuth(context);
    changeBasket(context, (state) => removeBasketItem(state, catalogueArticles, itemId));
    return currentBasket(context);
  },
  setDisposalService: (_, { quantity }, context) => {
    requireValidAuth(context);
    changeBasket(context, (state) => setDisposalService(state, catalogueArticles, quantity));
    return currentBasket(context);
  },
} satisfies MutationResolvers;

export const resolvers: Resolvers = { Query, Mutation };
