import { formMessage } from '../../shop/texts/formMessages.ts';
import { checkoutTexts } from './texts.ts';

// Refusal codes of the checkout's calls that only the checkout words, with their messages.
const CHECKOUT_CODES = {
  COUPON_INVALID: 'checkoutCouponInvalid',
  BASKET_EMPTY: 'checkoutBasketEmpty',
  DELIVERY_STATE_CHANGED: 'checkoutDeliveryStateChanged',
  PAYMENT_METHOD_REQUIRED: 'checkoutPaymentRequired',
  PAYMENT_METHOD_NOT_AVAILABLE: 'checkoutPaymentNotAvailable',
  BASKET_MIN_ORDER_VALUE: 'checkoutMinOrderValue',
} as const satisfies Record<string, keyof ReturnType<typeof checkoutTexts>>;

type Params = Record<string, string | number>;

/** A refusal of the checkout's calls as text: the checkout's own, then the forms' and the shop's. */
export function checkoutMessage(locale: string, code: string, params: Params = {}): string {
  if (code === 'BASKET_MIN_ORDER_VALUE' && params.formattedMinOrderValue === undefined) return formMessage(locale, code);
  if (!Object.hasOwn(CHECKOUT_CODES, code)) return formMessage(locale, code, params);
  const text = checkoutTexts(locale)[CHECKOUT_CODES[code as keyof typeof CHECKOUT_CODES]] as (inputs: Params) => string;
  return text(params);
}
