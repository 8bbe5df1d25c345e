// The cost lines of a basket and an order (ordering-and-account sections 2 and 3): the sum of
// articles, shipping and the total always; every other line (freight, cash on delivery, express,
// instalment and payment-pause surcharges, disposal service, voucher) only when it applies.
// Amounts are cents.

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

const LINES: ReadonlyArray<readonly [TotalKey, string, 'always' | 'when-not-zero']> = [
  ['articles', 'Summe Artikel', 'always'],
  ['shipping', 'Versandkosten', 'always'],
  ['freight', 'Speditionskosten', 'when-not-zero'],
  ['cashOnDelivery', 'Nachnahmegebühr', 'when-not-zero'],
  ['express', 'Expresslieferung', 'when-not-zero'],
  ['instalmentSurcharge', 'Ratenkaufzuschlag', 'when-not-zero'],
  ['paymentPauseSurcharge', 'Zahlpause-Zuschlag', 'when-not-zero'],
  ['disposalService', 'Entsorgungsservice', 'when-not-zero'],
  ['voucherDiscount', 'Gutschein', 'when-not-zero'],
];

/** The lines to show above the total, in the order of the specification. */
export function totalLines(totals: Totals): TotalLine[] {
  return LINES.filter(([key, , shown]) => shown === 'always' || totals[key] !== 0).map(([key, label]) => ({
    key,
    label,
    amount: totals[key],
    free: key === 'shipping' && totals[key] === 0,
  }));
}

/** The totals once an extra charge is added to one line (express delivery chosen at the review). */
export function withCharge(totals: Totals, key: TotalKey, amount: number): Totals {
  return { ...totals, [key]: totals[key] + amount, total: totals.total + amount };
}
