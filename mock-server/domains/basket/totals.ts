import type { BasketTotals } from '../../__generated__/shop-resolvers.ts';
import { isFreeGift, type ArticleLookup } from './articles.ts';
import {
  CURRENCY,
  DISPOSAL_SERVICE_UNIT_PRICE,
  EXPRESS_CHARGE,
  FREE_SHIPPING_THRESHOLD,
  FREIGHT_CHARGE,
  SHIPPING_FLAT_RATE,
} from './constants.ts';
import { articleValue, resolveLines } from './rules.ts';
import type { BasketState } from './state.ts';

/** Charges of the chosen payment method (see payment.ts). */
export interface PaymentCharges {
  cashOnDelivery: number;
  instalmentSurcharge: number;
  paymentPauseSurcharge: number;
}

export const NO_PAYMENT_CHARGES: PaymentCharges = { cashOnDelivery: 0, instalmentSurcharge: 0, paymentPauseSurcharge: 0 };

export interface TotalsOptions {
  payment?: PaymentCharges;
  /** Express delivery, chosen when placing the order. */
  express?: boolean;
  /** Coupon value in cents (positive), redeemed when placing the order only. */
  voucher?: number;
}

/**
 * The cost lines. Parcel shipping applies while the article value is below the free-shipping
 * threshold and something goes by parcel; forwarding-agent articles add one freight charge
 * instead; the coupon never takes more than the article value.
 */
export function basketTotals(state: BasketState, lookup: ArticleLookup, options: TotalsOptions = {}): BasketTotals {
  const resolved = resolveLines(state.lines, lookup).filter(({ article }) => !isFreeGift(article));
  const articles = articleValue(state.lines, lookup);
  const byParcel = resolved.some(({ article }) => !article.variant.deliverabilityForwardingAgent);
  const byFreight = resolved.some(({ article }) => article.variant.deliverabilityForwardingAgent);
  const payment = options.payment ?? NO_PAYMENT_CHARGES;
  const lines = {
    articles,
    shipping: byParcel && articles < FREE_SHIPPING_THRESHOLD ? SHIPPING_FLAT_RATE : 0,
    freight: byFreight ? FREIGHT_CHARGE : 0,
    cashOnDelivery: payment.cashOnDelivery,
    express: options.express && state.lines.length > 0 ? EXPRESS_CHARGE : 0,
    instalmentSurcharge: payment.instalmentSurcharge,
    paymentPauseSurcharge: payment.paymentPauseSurcharge,
    // 0 - x rather than -x: no negative zero when there is no coupon.
    voucherDiscount: 0 - Math.min(options.voucher ?? 0, articles),
    disposalService: state.disposalQuantity * DISPOSAL_SERVICE_UNIT_PRICE,
  };
  const total = Object.values(lines).reduce((sum, cents) => sum + cents, 0);
  return { currency: CURRENCY, ...lines, total };
}
