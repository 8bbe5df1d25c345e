import { describe, expect, it } from 'vitest';
import { totalLines, withCharge, type Totals } from './totals.ts';

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
  it('always show the sum of articles and shipping; other cost lines only when they apply', () => {
    expect(totalLines('de-DE', { ...none, articles: 4999, shipping: 595, total: 5594 })).toEqual([
      { key: 'articles', label: 'Summe Artikel', amount: 4999, free: false },
      { key: 'shipping', label: 'Versandkosten', amount: 595, free: false },
    ]);
    expect(totalLines('de-DE', { ...none, articles: 4990, paymentPauseSurcharge: 399, total: 5389 }).map((l) => l.key)).toEqual([
      'articles',
      'shipping',
      'paymentPauseSurcharge',
    ]);
  });

  it('mark free shipping', () => {
    expect(totalLines('de-DE', { ...none, articles: 4999, total: 4999 })[1]).toEqual({
      key: 'shipping',
      label: 'Versandkosten',
      amount: 0,
      free: true,
    });
  });

  it('name every line of the specification, in its order', () => {
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
    expect(totalLines('de-DE', all).map((l) => l.label)).toEqual([
      'Summe Artikel',
      'Versandkosten',
      'Speditionskosten',
      'Nachnahmegebühr',
      'Expresslieferung',
      'Ratenkaufzuschlag',
      'Zahlpause-Zuschlag',
      'Entsorgungsservice',
      'Gutschein',
    ]);
  });

  it('add a charge to its line and to the total', () => {
    const chosen = withCharge({ ...none, articles: 4990, total: 4990 }, 'express', 995);
    expect(chosen).toMatchObject({ express: 995, total: 5985 });
    expect(totalLines('de-DE', chosen).map((l) => [l.key, l.amount])).toEqual([
      ['articles', 4990],
      ['shipping', 0],
      ['express', 995],
    ]);
  });
});
