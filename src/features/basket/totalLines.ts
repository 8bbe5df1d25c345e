// The basket's total lines (specification sections 2 and 3): the sum of articles and the total
// always; each cost line only when it applies (not 0).

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

export type TotalKey = keyof Totals;

export interface TotalLine {
  key: TotalKey;
  label: string;
  amount: number;
}

const LABELS: ReadonlyArray<readonly [TotalKey, string]> = [
  ['articles', 'Summe Artikel'],
  ['shipping', 'Versandkosten'],
  ['freight', 'Speditionskosten'],
  ['cashOnDelivery', 'Nachnahmegebühr'],
  ['express', 'Express-Service'],
  ['instalmentSurcharge', 'Ratenkaufzuschlag'],
  ['paymentPauseSurcharge', 'Zahlpause-Zuschlag'],
  ['disposalService', 'Entsorgungsservice'],
  ['voucherDiscount', 'Gutschein'],
];

/** The lines to show above the total, in the order of the specification. */
export function totalLines(totals: Totals): TotalLine[] {
  return LABELS.filter(([key]) => key === 'articles' || totals[key] !== 0).map(([key, label]) => ({ key, label, amount: totals[key] }));
}
