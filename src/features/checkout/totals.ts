// The cost lines of an order (specification section 2, basket: sum of articles, shipping,
// freight, cash on delivery, express, instalment and payment-pause surcharges, voucher discount)
// and how each shows. Sum of articles, shipping and the total always show; the others only when
// they apply. Prices are cents, shown with 2 decimals.

export interface Totals {
  articles: number;
  shipping: number;
  freight: number;
  cashOnDelivery: number;
  express: number;
  instalmentSurcharge: number;
  paymentPauseSurcharge: number;
  voucherDiscount: number;
  disposalService: number;
  total: number;
}

export interface TotalLine {
  key: keyof Totals;
  label: string;
  amount: number;
  /** 'kostenlos' instead of 0,00 €. */
  free?: boolean;
  emphasis?: boolean;
}

const OPTIONAL: ReadonlyArray<[keyof Totals, string]> = [
  ['freight', 'Speditionskosten'],
  ['disposalService', 'Entsorgungsservice'],
  ['cashOnDelivery', 'Nachnahmegebühr'],
  ['express', 'Expresslieferung'],
  ['instalmentSurcharge', 'Ratenzahlungszuschlag'],
  ['paymentPauseSurcharge', 'Zahlpause-Zuschlag'],
  ['voucherDiscount', 'Gutschein'],
];

/** The lines to show; `express` adds the express charge the order will have when it is chosen. */
export function totalLines(totals: Totals, { express = 0 }: { express?: number } = {}): TotalLine[] {
  const withExpress = { ...totals, express: totals.express + express, total: totals.total + express };
  return [
    { key: 'articles', label: 'Summe Artikel', amount: withExpress.articles },
    { key: 'shipping', label: 'Versandkosten', amount: withExpress.shipping, free: withExpress.shipping === 0 },
    ...OPTIONAL.filter(([key]) => withExpress[key] !== 0).map(([key, label]) => ({ key, label, amount: withExpress[key] })),
    { key: 'total', label: 'Gesamtsumme', amount: withExpress.total, emphasis: true },
  ];
}

/** The express delivery charge (PlaceOrderInput.express). */
export const EXPRESS_CHARGE = 995;
