import type { MutationResolvers, QueryResolvers, Resolvers } from '../../__generated__/shop-resolvers.ts';
import { graphqlError } from '../../graphql/errors.ts';
import { requireValidAuth } from '../../sessions/require-auth.ts';
import { deliveryAddressProblems } from '../../validation/address.ts';
import { assertValid, emailProblems, formError } from '../../validation/fields.ts';
import { currentBasket } from '../basket/current.ts';
import { chosenPaymentMethod, isPaymentMethod, isPaymentMethodAvailable } from '../basket/payment.ts';
import { couponKey, redeemCoupon, redeemedCoupon } from '../basket/coupons.ts';
import { basketError } from '../basket/errors.ts';
import { placeOrder } from './place.ts';
import { checkoutState, lastPlacedOrder } from './state.ts';
import { checkoutView } from './view.ts';

export const Query = {
  checkout: (_, __, context) => {
    requireValidAuth(context);
    return checkoutView(context);
  },
  lastOrder: (_, __, context) => {
    requireValidAuth(context);
    return lastPlacedOrder(context.visitor)?.confirmation ?? null;
  },
} satisfies QueryResolvers;

export const Mutation = {
  setCheckoutAddress: (_, { input }, context) => {
    requireValidAuth(context);
    // Guests give the e-mail for the confirmation here; customers have theirs in the account.
    const email = input.email?.trim() || null;
    const needsEmail = context.auth.kind !== 'customer' || email !== null;
    const country = input.country ?? 'DE';
    assertValid([...deliveryAddressProblems({ ...input, country }), ...(needsEmail ? emailProblems('email', email) : [])]);
    const state = checkoutState(context.visitor);
    state.address = {
      gender: input.gender!,
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      street: input.street.trim(),
      houseNumber: input.houseNumber.trim(),
      additional: input.additional?.trim() || null,
      zipCode: input.zipCode.trim(),
      city: input.city.trim(),
      country,
    };
    if (email) state.email = email;
    return checkoutView(context);
  },
  setPaymentMethod: (_, { paymentMethodId }, context) => {
    requireValidAuth(context);
    if (!isPaymentMethod(paymentMethodId) || !isPaymentMethodAvailable(paymentMethodId, currentBasket(context).totals.articles)) {
      throw formError([{ field: 'paymentMethodId', code: 'PAYMENT_METHOD_NOT_AVAILABLE' }], 'PAYMENT_METHOD_NOT_AVAILABLE');
    }
    chosenPaymentMethod(context.visitor).id = paymentMethodId;
    return checkoutView(context);
  },
  placeOrder: (_, { input }, context) => {
    requireValidAuth(context);
    return placeOrder(context, input);
  },
  redeemCoupon: (_, { code }, context) => {
    requireValidAuth(context);
    if (couponKey(code) === '' || !redeemCoupon(code, 0).ok) throw basketError({ code: 'COUPON_INVALID', params: {} });
    redeemedCoupon(context.visitor).code = couponKey(code);
    return checkoutView(context);
  },
  removeCoupon: (_, __, context) => {
    requireValidAuth(context);
    redeemedCoupon(context.visitor).code = null;
    return checkoutView(context);
  },
  /** One answer per order of this session; a second one, or an unknown order, is not taken. */
  submitSurvey: (_, { input }, context) => {
    requireValidAuth(context);
    if (!Number.isInteger(input.score) || input.score < 0 || input.score > 10) {
      throw graphqlError('Die Bewertung muss zwischen 0 und 10 liegen.', { code: 'BAD_USER_INPUT' });
    }
    const order = checkoutState(context.visitor).orders.find((o) => o.confirmation.orderNumber === input.orderNumber);
    if (!order || order.confirmation.surveySubmitted) return { success: false };
    order.confirmation.surveySubmitted = true;
    return { success: true };
  },
} satisfies MutationResolvers;

export const resolvers: Resolvers = { Query, Mutation };
