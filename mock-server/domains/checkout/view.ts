import type { Address, Basket, Checkout } from '../../__generated__/shop-resolvers.ts';
import type { ShopContext } from '../../context.ts';
import type { FieldProblem } from '../../validation/fields.ts';
import { EXPRESS_CHARGE, MIN_ORDER_VALUE } from '../basket/constants.ts';
import { redeemedCoupon } from '../basket/coupons.ts';
import { currentBasket } from '../basket/current.ts';
import { chosenPaymentMethod, isPaymentMethodAvailable, paymentMethods } from '../basket/payment.ts';
import { checkoutState } from './state.ts';

export const CHECKOUT_ID = 'checkout';

/** Where the confirmation goes: the customer's account address, else what the guest entered. */
export function confirmationEmail(context: ShopContext): string | null {
  return context.auth.kind === 'customer' ? context.auth.customer.email : checkoutState(context.visitor).email;
}

/** The address the order goes to: the one entered in checkout, else the customer's default. */
export function deliveryAddressOf(context: ShopContext): Address | null {
  const entered = checkoutState(context.visitor).address;
  return entered ?? (context.auth.kind === 'customer' ? (context.auth.customer.address ?? null) : null);
}

/** What is still missing before the order can be placed, as field problems. */
export function checkoutProblems(context: ShopContext, basket: Basket): FieldProblem[] {
  const paymentMethodId = chosenPaymentMethod(context.visitor).id;
  const problems: FieldProblem[] = [];
  if (!deliveryAddressOf(context)) problems.push({ field: 'deliveryAddress', code: 'FIELD_REQUIRED' });
  if (!confirmationEmail(context)) problems.push({ field: 'email', code: 'EMAIL_REQUIRED' });
  if (!paymentMethodId) problems.push({ field: 'paymentMethodId', code: 'FIELD_REQUIRED' });
  else if (!isPaymentMethodAvailable(paymentMethodId, basket.totals.articles)) {
    problems.push({ field: 'paymentMethodId', code: 'PAYMENT_METHOD_NOT_AVAILABLE' });
  }
  return problems;
}

export function checkoutView(context: ShopContext): Checkout {
  const basket = currentBasket(context);
  return {
    id: CHECKOUT_ID,
    basket,
    deliveryAddress: deliveryAddressOf(context),
    email: confirmationEmail(context),
    paymentMethods: paymentMethods(basket.totals.articles),
    selectedPaymentMethodId: chosenPaymentMethod(context.visitor).id,
    totals: basket.totals,
    couponCode: redeemedCoupon(context.visitor).code,
    expressCharge: EXPRESS_CHARGE,
    canPlaceOrder: basket.items.length > 0 && basket.totals.articles >= MIN_ORDER_VALUE && checkoutProblems(context, basket).length === 0,
  };
}
