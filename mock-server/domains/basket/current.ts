import type { Basket } from '../../__generated__/shop-resolvers.ts';
import type { ShopContext } from '../../context.ts';
import { catalogueArticles } from './articles.ts';
import { basketError } from './errors.ts';
import { redeemCoupon, redeemedCoupon } from './coupons.ts';
import { chosenPaymentMethod, paymentCharges } from './payment.ts';
import { articleValue, type Outcome } from './rules.ts';
import { shippingFlatRate } from './shipping.ts';
import { basketState, type BasketLine, type BasketState } from './state.ts';
import { basketView, type BasketViewContext } from './view.ts';

// The visitor's basket as the API shows it, with the catalogue, the payment method chosen in
// checkout and the customer's shipping flat rate. Used by basket, direct order form and checkout.

export const customerNumberOf = (context: ShopContext): string | null =>
  context.auth.kind === 'customer' ? context.auth.customer.customerNumber : null;

export function basketViewContext(context: ShopContext, state: BasketState): BasketViewContext {
  const value = articleValue(state.lines, catalogueArticles);
  const coupon = redeemCoupon(redeemedCoupon(context.visitor).code, value);
  return {
    payment: paymentCharges(chosenPaymentMethod(context.visitor).id, value),
    shippingFlatRate: shippingFlatRate(customerNumberOf(context)),
    voucher: coupon.ok ? coupon.discount : 0,
  };
}

export function currentBasket(context: ShopContext): Basket {
  const state = basketState(context.visitor).current;
  return basketView(state, catalogueArticles, basketViewContext(context, state));
}

/** Applies a rule to the visitor's basket: stores the new basket, or throws the refusal. */
export function changeBasket(context: ShopContext, rule: (state: BasketState) => Outcome): BasketLine | undefined {
  const holder = basketState(context.visitor);
  const outcome = rule(holder.current);
  if (!outcome.ok) throw basketError(outcome.failure);
  holder.current = outcome.state;
  return outcome.line;
}
