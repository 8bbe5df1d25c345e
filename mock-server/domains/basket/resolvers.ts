import type { Basket, BasketItem, MutationResolvers, QueryResolvers } from '../../__generated__/shop-resolvers.ts';
import { catalogue } from '../../data/catalogue.ts';
import { graphqlError } from '../../graphql/errors.ts';
import { requireValidAuth } from '../../sessions/require-auth.ts';
import type { VisitorState } from '../../sessions/store.ts';
import { addToBasketMessage } from './messages.ts';
import { checkAddToBasket } from './rules.ts';

/** One basket per visitor, always under the same id so the client store updates one record. */
const BASKET_ID = 'basket';

function basketItem(variantId: string, quantity: number): BasketItem | null {
  const ref = catalogue().variantById.get(variantId);
  if (!ref) return null;
  return {
    id: `basket-line-${variantId}`,
    productId: ref.product.id,
    variantId,
    name: ref.product.name,
    sizeLabel: ref.variant.size.label,
    quantity,
    price: ref.variant.price.withTax,
  };
}

export function basketOf(visitor: VisitorState): Basket {
  const items = [...visitor.basket].flatMap(([variantId, quantity]) => basketItem(variantId, quantity) ?? []);
  return { id: BASKET_ID, count: items.reduce((sum, item) => sum + item.quantity, 0), items };
}

export const Query = {
  basket: (_, __, context) => {
    requireValidAuth(context);
    return basketOf(context.visitor);
  },
} satisfies QueryResolvers;

export const Mutation = {
  addToBasket: (_, { input }, context) => {
    requireValidAuth(context);
    const { basket } = context.visitor;
    const variantId = input.variantId;
    const check = checkAddToBasket({
      variantId,
      variant: catalogue().variantById.get(variantId)?.variant,
      inBasket: basket.get(variantId) ?? 0,
      quantity: input.quantity ?? 1,
    });
    if (!check.ok) {
      const extensions: Record<string, unknown> = { code: check.code };
      if (check.code === 'ATB_QUANTITY_LIMIT_EXCEEDED') extensions['quantityLimit'] = check.quantityLimit;
      throw graphqlError(addToBasketMessage(check), extensions);
    }
    basket.set(variantId, check.quantity);
    return { basket: basketOf(context.visitor), item: basketItem(variantId, check.quantity)! };
  },
} satisfies MutationResolvers;
