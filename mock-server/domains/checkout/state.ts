import type { Address, OrderConfirmation } from '../../__generated__/shop-resolvers.ts';
import { visitorData } from '../../sessions/domainState.ts';
import type { VisitorState } from '../../sessions/store.ts';

export interface PlacedOrder {
  confirmation: OrderConfirmation;
  /** Products of the order, for the thanks page's recommendations. */
  productIds: string[];
}

export interface CheckoutState {
  address: Address | null;
  /** E-mail for the order confirmation (a guest's own; customers use their account's). */
  email: string | null;
  /** Orders placed in this session, oldest first; the last one is the thanks page's. */
  orders: PlacedOrder[];
}

export function checkoutState(visitor: VisitorState): CheckoutState {
  return visitorData(visitor, 'checkout', () => ({ address: null, email: null, orders: [] }));
}

export const lastPlacedOrder = (visitor: VisitorState): PlacedOrder | null => checkoutState(visitor).orders.at(-1) ?? null;
