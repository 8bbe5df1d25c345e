import type { Basket, Order, OrderConfirmation, PlaceOrderInput } from '../../__generated__/shop-resolvers.ts';
import type { ShopContext } from '../../context.ts';
import { nextTimestamp } from '../../lib/clock.ts';
import { customerData, SHARED_KEYS } from '../../sessions/domainState.ts';
import { assertValid } from '../../validation/fields.ts';
import { catalogueArticles } from '../basket/articles.ts';
import { redeemCoupon, redeemedCoupon } from '../basket/coupons.ts';
import { MIN_ORDER_VALUE } from '../basket/constants.ts';
import { basketViewContext, currentBasket } from '../basket/current.ts';
import { basketError } from '../basket/errors.ts';
import { formatEuro } from '../basket/money.ts';
import { chosenPaymentMethod, paymentMethodName } from '../basket/payment.ts';
import { acknowledgeDeliveryStates, changedLines } from '../basket/rules.ts';
import { basketState, emptyBasket } from '../basket/state.ts';
import { basketTotals } from '../basket/totals.ts';
import { creditLoyaltyPoints, loyaltyOf } from '../loyalty/state.ts';
import { orderNumberFor } from './orderNumber.ts';
import { checkoutState } from './state.ts';
import { checkoutProblems, confirmationEmail, deliveryAddressOf } from './view.ts';

const refuse = (code: string, params: Record<string, string | number> = {}) => basketError({ code, params });

/**
 * Checks the basket once more and places the order. Refusals in this order: BASKET_EMPTY,
 * BASKET_MIN_ORDER_VALUE, DELIVERY_STATE_CHANGED (once: the changed states count as seen
 * afterwards), missing terms/address/e-mail/payment (form error), COUPON_INVALID. The coupon is the
 * input's code, else the one redeemed before; it is used up with the order.
 */
export function placeOrder(context: ShopContext, input: PlaceOrderInput): OrderConfirmation {
  const holder = basketState(context.visitor);
  const basket = currentBasket(context);
  if (basket.items.length === 0) throw refuse('BASKET_EMPTY');
  if (basket.totals.articles < MIN_ORDER_VALUE) {
    throw refuse('BASKET_MIN_ORDER_VALUE', { minOrderValue: MIN_ORDER_VALUE, formattedMinOrderValue: formatEuro(MIN_ORDER_VALUE) });
  }
  if (changedLines(holder.current, catalogueArticles).length > 0) {
    holder.current = acknowledgeDeliveryStates(holder.current, catalogueArticles);
    throw refuse('DELIVERY_STATE_CHANGED');
  }
  const problems = checkoutProblems(context, basket);
  if (!input.acceptTerms) problems.unshift({ field: 'acceptTerms', code: 'FIELD_REQUIRED' });
  assertValid(problems);
  const checkout = checkoutState(context.visitor);
  const coupon = redeemCoupon(input.couponCode?.trim() || redeemedCoupon(context.visitor).code, basket.totals.articles);
  if (!coupon.ok) throw refuse('COUPON_INVALID');

  const { payment } = basketViewContext(context, holder.current);
  const totals = basketTotals(holder.current, catalogueArticles, { payment, express: input.express === true, voucher: coupon.discount });
  const taken = new Set(checkout.orders.map((o) => o.confirmation.orderNumber));
  const orderNumber = orderNumberFor(context.visitor.id, checkout.orders.length, taken);
  creditLoyaltyPoints(context, basket.loyaltyPoints);
  const confirmation: OrderConfirmation = {
    orderNumber,
    total: totals.total,
    currency: totals.currency,
    loyaltyPoints: basket.loyaltyPoints,
    loyaltyRegistered: loyaltyOf(context).registered,
    email: confirmationEmail(context),
    surveySubmitted: false,
  };
  checkout.orders.push({ confirmation, productIds: [...new Set(basket.items.map((i) => i.productId))] });
  if (context.auth.kind === 'customer') {
    const order = accountOrder(
      basket,
      confirmation,
      deliveryAddressOf(context)!,
      paymentMethodName(chosenPaymentMethod(context.visitor).id!),
      nextTimestamp(context.visitor),
    );
    const placed = customerData<Order[]>(context.auth.customer.customerNumber, SHARED_KEYS.placedOrders, () => []);
    placed.push(order);
    // A demo customer that load tests order for all day keeps only its newest orders.
    keepNewest(placed, MAX_PLACED_ORDERS);
  }
  holder.current = emptyBasket();
  redeemedCoupon(context.visitor).code = null;
  return confirmation;
}

/** Orders placed in the mock that a customer's account keeps (the seeded history comes on top). */
export const MAX_PLACED_ORDERS = 100;

/** Drops the oldest entries of a list kept in order of arrival, so at most `max` stay. */
export function keepNewest<T>(list: T[], max: number): void {
  if (list.length > max) list.splice(0, list.length - max);
}

/** The order as the customer account lists it. */
function accountOrder(
  basket: Basket,
  confirmation: OrderConfirmation,
  address: Order['deliveryAddress'],
  paymentMethod: string,
  date: string,
): Order {
  const number = confirmation.orderNumber;
  return {
    id: `order-${number}`,
    number,
    date,
    total: confirmation.total,
    currency: confirmation.currency,
    deliveryAddress: address,
    paymentMethod,
    items: basket.items.map((item, i) => ({
      id: `order-${number}-${i + 1}`,
      productId: item.productId,
      name: item.name,
      displayNumber: item.displayNumber ?? '',
      colorLabel: item.colorLabel,
      sizeLabel: item.sizeLabel,
      quantity: item.quantity,
      price: item.price,
      image: item.image,
    })),
    invoicePdfUrl: null,
    shipments: [],
    status: 'received',
  };
}
