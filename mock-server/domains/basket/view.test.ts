import { describe, expect, it } from 'vitest';
import { addToBasket, removeBasketItem, setDisposalService, type Outcome } from './rules.ts';
import { shippingFlatRate } from './shipping.ts';
import { emptyBasket, type BasketState } from './state.ts';
import { handmadeLookup as lookup } from './testing.ts';
import { NO_PAYMENT_CHARGES } from './totals.ts';
import { basketView } from './view.ts';

const context = { payment: NO_PAYMENT_CHARGES, shippingFlatRate: shippingFlatRate(null) };

function ok(outcome: Outcome): BasketState {
  if (!outcome.ok) throw new Error(outcome.failure.code);
  return outcome.state;
}
const add = (state: BasketState, variantId: string, quantity = 1) => ok(addToBasket(state, lookup, { variantId, quantity }));
const codes = (state: BasketState) => basketView(state, lookup, context).hints.map((h) => h.code);

describe('basket view', () => {
  it('shows the empty basket with its hints and limits', () => {
    const basket = basketView(emptyBasket(), lookup, context);
    expect(basket).toMatchObject({ id: 'basket', count: 0, items: [], freeGift: null, disposalService: null, loyaltyPoints: 0 });
    expect(basket.hints).toEqual([
      { code: 'BASKET_EMPTY', params: [] },
      { code: 'BASKET_COUPON', params: [] },
    ]);
    expect(basket.limits).toEqual({ quantityLimitPerArticle: 20, basketMaxItems: 50, minOrderValue: 1000, minOrderValueFreeGift: 5000 });
    expect(basket.shippingFlatRate).toEqual({ amount: 595, validUntil: '2026-12-31', expiredOn: null });
  });

  it('describes each line with unit price, old price, line total and the most pieces still possible', () => {
    const basket = basketView(add(add(emptyBasket(), 'D1-M', 3), 'D1-L', 2), lookup, context);
    expect(basket.count).toBe(5);
    expect(basket.items[0]).toMatchObject({
      id: 'basket-line-D1-M',
      productId: 'D1',
      dimensionId: 'D1-1',
      displayNumber: '111111001',
      colorLabel: 'Blau',
      sizeLabel: 'M',
      brand: 'Testmarke',
      quantity: 3,
      price: 4999,
      oldPrice: 5999,
      total: 14997,
      maxQuantity: 18,
      isFreeGift: false,
      image: { hash: 'img-D1', type: 'main', alt: 'Kleid' },
    });
    expect(basket.items[1]).toMatchObject({ oldPrice: 0, maxQuantity: 3 });
  });

  it('earns loyalty points: the product figure or one per euro, none for gifts', () => {
    let state = add(add(emptyBasket(), 'M1-90', 1), 'D1-M', 2);
    state = add(state, 'G1-1');
    const basket = basketView(state, lookup, context);
    expect(basket.loyaltyPoints).toBe(500 + 2 * 49);
    expect(basket.freeGift).toMatchObject({ id: 'basket-line-G1-1', price: 0, oldPrice: 1999, total: 0, isFreeGift: true, maxQuantity: 1 });
  });

  it('shows the disposal service and the hint when it was removed', () => {
    const booked = ok(setDisposalService(add(add(emptyBasket(), 'M1-90', 2), 'S1-M'), lookup, 2));
    expect(basketView(booked, lookup, context).disposalService).toEqual({ quantity: 2, unitPrice: 2999, total: 5998 });
    expect(basketView(booked, lookup, context).items[0]!.allowsDisposalService).toBe(true);
    const removed = ok(removeBasketItem(booked, lookup, 'basket-line-M1-90'));
    expect(codes(removed)).toEqual(['DISPOSAL_SERVICE_REMOVED', 'BASKET_COUPON']);
  });

  it('says when a delivery state changed and shows the new one', () => {
    const basket = basketView(add(emptyBasket(), 'L1-1'), lookup, context);
    expect(basket.hints.map((h) => h.code)).toEqual(['DELIVERY_STATE_CHANGED', 'BASKET_COUPON']);
    expect(basket.items[0]!.availability).toMatchObject({ key: 'directShipping2Weeks', state: 'deliverable' });
  });

  it('gives the hint parameters as name/value pairs', () => {
    let state = add(add(add(emptyBasket(), 'D1-M'), 'S1-M'), 'G1-1');
    state = ok(removeBasketItem(state, lookup, 'basket-line-S1-M'));
    expect(basketView(state, lookup, context).hints[0]).toEqual({
      code: 'BASKET_MIN_ORDER_VALUE_FREE_GIFT',
      params: [{ name: 'formattedMinOrderValueFreeGift', value: '50,00 €' }],
    });
  });

  it('shows an expired shipping flat rate for a customer whose offer lapsed', () => {
    expect(shippingFlatRate('40512875')).toEqual({ amount: 595, validUntil: null, expiredOn: '2026-10-15' });
  });
});
