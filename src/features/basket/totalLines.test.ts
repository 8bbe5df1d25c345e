import { describe, expect, it } from 'vitest';
import { totalLines, type Totals } from './totalLines.ts';

const none: Totals = {
  articles: 0,
  shipping: 0,
  freight: 0,
  cashOnDelivery: 0,
  express: 0,
  instalmentSurcharge: 0,
  paymentPauseSurcharge: 0,
  voucherDiscount: 0,
  disposalService: 0,
  total: 0,
};

describe('total lines', () => {
  it('always shows the sum of articles; cost lines only when they apply', () => {
    expect(totalLines({ ...none, articles: 4999, shipping: 595, total: 5594 })).toEqual([
      { key: 'articles', label: 'Summe Artikel', amount: 4999 },
      { key: 'shipping', label: 'Versandkosten', amount: 595 },
    ]);
  });

  it('names every line of the specification, in its order', () => {
    const all: Totals = {
      articles: 10000,
      shipping: 595,
      freight: 1790,
      cashOnDelivery: 695,
      express: 995,
      instalmentSurcharge: 500,
      paymentPauseSurcharge: 399,
      voucherDiscount: -1000,
      disposalService: 2999,
      total: 17773,
    };
    expect(totalLines(all).map((l) => l.label)).toEqual([
      'Summe Artikel',
      'Versandkosten',
      'Speditionskosten',
      'Nachnahmegebühr',
      'Express-Service',
      'Ratenkaufzuschlag',
      'Zahlpause-Zuschlag',
      'Entsorgungsservice',
      'Gutschein',
    ]);
  });
});
