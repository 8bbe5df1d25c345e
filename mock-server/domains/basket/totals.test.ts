import { describe, expect, it } from 'vitest';
import { formatEuro } from './money.ts';
import { addToBasket, setDisposalService, type Outcome } from './rules.ts';
import { emptyBasket, type BasketState } from './state.ts';
import { handmadeLookup as lookup } from './testing.ts';
import { basketTotals } from './totals.ts';

function basketWith(...adds: [string, number][]): BasketState {
  return adds.reduce((state, [variantId, quantity]) => ok(addToBasket(state, lookup, { variantId, quantity })), emptyBasket());
}
function ok(outcome: Outcome): BasketState {
  if (!outcome.ok) throw new Error(outcome.failure.code);
  return outcome.state;
}

describe('basket totals', () => {
  it('are all 0 for an empty basket', () => {
    const totals = basketTotals(emptyBasket(), lookup);
    expect(totals).toEqual({
      currency: 'EUR',
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
    });
  });

  it('charge 5,95 € shipping below 75,00 € and none from there', () => {
    expect(basketTotals(basketWith(['D1-M', 1]), lookup)).toMatchObject({ articles: 4999, shipping: 595, total: 5594 });
    expect(basketTotals(basketWith(['D1-M', 2]), lookup)).toMatchObject({ articles: 9998, shipping: 0, total: 9998 });
  });

  it('charge freight once for forwarding-agent articles, parcel shipping only for the rest', () => {
    expect(basketTotals(basketWith(['F1-1', 2]), lookup)).toMatchObject({ shipping: 0, freight: 1790, total: 2 * 89900 + 1790 });
    expect(basketTotals(basketWith(['F1-1', 1], ['S1-M', 1]), lookup)).toMatchObject({ shipping: 0, freight: 1790 });
  });

  it('leave free gifts out of the article value', () => {
    const state = ok(addToBasket(basketWith(['D1-M', 1], ['S1-M', 1]), lookup, { variantId: 'G1-1', quantity: 1 }));
    expect(basketTotals(state, lookup)).toMatchObject({ articles: 5498, shipping: 595 });
  });

  it('add the disposal service, payment charges, express and the coupon', () => {
    const state = ok(setDisposalService(basketWith(['M1-90', 2]), lookup, 2));
    const totals = basketTotals(state, lookup, {
      payment: { cashOnDelivery: 695, instalmentSurcharge: 0, paymentPauseSurcharge: 0 },
      express: true,
      voucher: 1000,
    });
    expect(totals).toMatchObject({ articles: 59800, disposalService: 5998, cashOnDelivery: 695, express: 995, voucherDiscount: -1000 });
    expect(totals.total).toBe(59800 + 5998 + 695 + 995 - 1000);
  });

  it('never discount more than the article value', () => {
    expect(basketTotals(basketWith(['S1-M', 1]), lookup, { voucher: 1000 }).voucherDiscount).toBe(-499);
  });
});

describe('euro formatting', () => {
  it('writes cents the German way', () => {
    expect(formatEuro(5000)).toBe('50,00 €');
    expect(formatEuro(123456)).toBe('1.234,56 €');
    expect(formatEuro(5)).toBe('0,05 €');
    expect(formatEuro(-1000)).toBe('-10,00 €');
  });
});
