// The cost lines of a basket and an order (ordering-and-account sections 2 and 3): the sum of
// articles, shipping and the total always; every other line (freight, cash on delivery, express,
// instalment and payment-pause surcharges, disposal service, voucher) only when it applies.
// Amounts are cents.
import { orderTexts } from './texts.ts';

export interface Totals {
  readonly articles: number;
  readonly shipping: number;
  readonly freight: number;
  readonly cashOnDelivery: number;
  readonly express: number;
  readonly instalmentSurcharge: number;
  readonly paymentPauseSurcharge: number;
  readonly voucherDiscount: number;
  readonly disposalService: number;
  readonly total: number;
}

export type TotalKey = Exclude<keyof Totals, 'total'>;

export interface TotalLine {
  key: TotalKey;
  label: string;
  amount: number;
  /** Shown as 'kostenlos' instead of 0,00 € (free shipping). */
  free: boolean;
}

type OrderMessage = keyof ReturnType<typeof orderTexts>;

const LINES: ReadonlyArray<readonly [TotalKey, OrderMessage, 'always' | 'when-not-zero']> = [
  ['articles', 'orderArticles', 'always'],
  ['shipping', 'orderShipping', 'always'],
  ['freight', 'orderFreight', 'when-not-zero'],
  ['cashOnDelivery', 'orderCashOnDelivery', 'when-not-zero'],
  ['express', 'orderExpress', 'when-not-zero'],
  ['instalmentSurcharge', 'orderInstalmentSurcharge', 'when-not-zero'],
  ['paymentPauseSurcharge', 'orderPaymentPauseSurcharge', 'when-not-zero'],
  ['disposalService', 'orderDisposalService', 'when-not-zero'],
  ['voucherDiscount', 'orderVoucherDiscount', 'when-not-zero'],
];

/** The lines to show above the total, in the order of the specification, labelled in the shop's language. */
export function totalLines(locale: string, totals: Totals): TotalLine[] {
  const texts = orderTexts(locale);
  return LINES.filter(([key, , shown]) => shown === 'always' || totals[key] !== 0).map(([key, label]) => ({
    key,
    label: texts[label](),
    amount: totals[key],
    free: key === 'shipping' && totals[key] === 0,
  }));
}

/** The totals once an extra charge is added to one line (express delivery chosen at the review). */
export function withCharge(totals: Totals, key: TotalKey, amount: number): Totals {
  return { ...totals, [key]: totals[key] + amount, total: totals.total + amount };
}
