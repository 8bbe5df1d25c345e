import { describe, expect, it } from 'vitest';
import {
  acknowledgeDeliveryStates,
  addToBasket,
  changeBasketItem,
  changedLines,
  removeBasketItem,
  setDisposalService,
  type Outcome,
} from './rules.ts';
import { emptyBasket, type BasketState } from './state.ts';
import { handmadeLookup as lookup } from './testing.ts';

/** Applies the adds in order and answers the basket, failing the test on a refusal. */
function basketWith(...adds: [string, number][]): BasketState {
  return adds.reduce((state, [variantId, quantity]) => ok(addToBasket(state, lookup, { variantId, quantity })), emptyBasket());
}

function ok(outcome: Outcome): BasketState {
  if (!outcome.ok) throw new Error(`refused: ${outcome.failure.code}`);
  return outcome.state;
}

const refusal = (outcome: Outcome) => (outcome.ok ? null : outcome.failure);
const add = (state: BasketState, variantId: string, quantity = 1) => addToBasket(state, lookup, { variantId, quantity });
const change = (state: BasketState, itemId: string, patch: { variantId?: string; quantity?: number }) =>
  changeBasketItem(state, lookup, { itemId, ...patch });

describe('adding to the basket', () => {
  it('needs a chosen, known, orderable variant and a positive quantity', () => {
    expect(refusal(add(emptyBasket(), ' '))).toEqual({ code: 'ATB_NO_VARIANT_SELECTED', params: {} });
    expect(refusal(add(emptyBasket(), 'nope'))).toEqual({ code: 'ATB_GENERAL', params: {} });
    expect(refusal(add(emptyBasket(), 'D1-M', 0))).toEqual({ code: 'ATB_GENERAL', params: {} });
    expect(refusal(add(emptyBasket(), 'D1-XL'))).toEqual({ code: 'ATB_VARIANT_OUTSOLD', params: {} });
  });

  it('adds up one line per variant', () => {
    const state = basketWith(['D1-M', 2], ['S1-M', 1], ['D1-M', 3]);
    expect(state.lines.map((l) => [l.id, l.quantity])).toEqual([
      ['basket-line-D1-M', 5],
      ['basket-line-S1-M', 1],
    ]);
  });

  it('holds at most 20 pieces, or the stock, per line', () => {
    const full = basketWith(['D1-M', 20]);
    expect(refusal(add(full, 'D1-M'))).toEqual({ code: 'ATB_QUANTITY_LIMIT_EXCEEDED', params: { quantityLimit: 20 } });
    expect(refusal(add(basketWith(['D1-L', 3]), 'D1-L', 1))).toEqual({ code: 'ATB_QUANTITY_LIMIT_EXCEEDED', params: { quantityLimit: 3 } });
  });

  it('refuses more pieces at once than the stock: QUANTITY_MORE_THAN_STOCK', () => {
    expect(refusal(add(emptyBasket(), 'D1-L', 4))).toEqual({ code: 'QUANTITY_MORE_THAN_STOCK', params: { stock: 3 } });
    expect(refusal(add(basketWith(['D1-L', 1]), 'D1-L', 4))).toEqual({ code: 'QUANTITY_MORE_THAN_STOCK', params: { stock: 3 } });
  });

  it('holds at most 20 pieces of one article over its sizes', () => {
    const state = basketWith(['D1-M', 18]);
    expect(refusal(add(state, 'D1-L', 3))).toEqual({ code: 'QUANTITY_LIMIT_EXCEEDED', params: { displayNumber: '111111001' } });
    expect(ok(add(state, 'D1-L', 2)).lines).toHaveLength(2);
  });

  it('holds at most 50 pieces in all', () => {
    const state = basketWith(['D1-M', 20], ['S1-M', 20], ['M1-90', 10]);
    expect(refusal(add(state, 'L1-1'))).toEqual({ code: 'BASKET_MAX_ITEMS', params: { basketMaxItems: 50 } });
  });
});

describe('free gifts', () => {
  const qualifying = () => basketWith(['D1-M', 1], ['S1-M', 1]); // 54,98 €

  it('need an article value of 50,00 €', () => {
    expect(refusal(add(basketWith(['D1-M', 1]), 'G1-1'))).toEqual({
      code: 'BASKET_MIN_ORDER_VALUE_FREE_GIFT',
      params: { formattedMinOrderValueFreeGift: '50,00 €' },
    });
    expect(ok(add(qualifying(), 'G1-1')).lines.map((l) => l.variantId)).toContain('G1-1');
  });

  it('come once, one per basket, one piece', () => {
    const withGift = ok(add(qualifying(), 'G1-1'));
    expect(refusal(add(withGift, 'G1-1'))).toEqual({ code: 'ATB_GIFT_ALREADY_IN_BASKET', params: {} });
    expect(refusal(add(withGift, 'G2-1'))).toEqual({ code: 'MORE_THAN_ONE_FREE_GIFT', params: {} });
    expect(refusal(add(qualifying(), 'G1-1', 2))).toEqual({ code: 'ATB_QUANTITY_LIMIT_EXCEEDED', params: { quantityLimit: 1 } });
    expect(refusal(change(withGift, 'basket-line-G1-1', { quantity: 2 }))?.code).toBe('QUANTITY_LIMIT_EXCEEDED');
  });

  it('are removed with a hint when the basket no longer qualifies', () => {
    const withGift = ok(add(qualifying(), 'G1-1'));
    const after = ok(removeBasketItem(withGift, lookup, 'basket-line-S1-M'));
    expect(after.lines.map((l) => l.variantId)).toEqual(['D1-M']);
    expect(after.notices).toEqual([{ code: 'BASKET_MIN_ORDER_VALUE_FREE_GIFT', params: { formattedMinOrderValueFreeGift: '50,00 €' } }]);
    // The hint belongs to that change only.
    expect(ok(add(after, 'S1-M')).notices).toEqual([]);
  });
});

describe('changing a line', () => {
  it('changes the quantity within stock, the article limit and the basket maximum', () => {
    const state = basketWith(['D1-M', 1], ['S1-M', 20], ['M1-90', 10]);
    expect(ok(change(state, 'basket-line-D1-M', { quantity: 5 })).lines[0]!.quantity).toBe(5);
    expect(refusal(change(state, 'basket-line-D1-M', { quantity: 21 }))).toEqual({
      code: 'QUANTITY_LIMIT_EXCEEDED',
      params: { displayNumber: '111111001' },
    });
    expect(refusal(change(state, 'basket-line-D1-M', { quantity: 101 }))).toEqual({
      code: 'QUANTITY_MORE_THAN_STOCK',
      params: { stock: 100 },
    });
    const nearlyFull = ok(change(state, 'basket-line-D1-M', { quantity: 20 }));
    expect(refusal(change(nearlyFull, 'basket-line-M1-90', { quantity: 9 }))).toBeNull();
    expect(refusal(add(nearlyFull, 'L1-1'))?.code).toBe('BASKET_MAX_ITEMS');
    const full = basketWith(['D1-M', 20], ['S1-M', 20], ['M1-90', 5], ['L1-1', 5]);
    expect(refusal(change(full, 'basket-line-L1-1', { quantity: 6 }))).toEqual({
      code: 'BASKET_MAX_ITEMS',
      params: { basketMaxItems: 50 },
    });
  });

  it('changes the size, merging with a line of that size', () => {
    const state = basketWith(['D1-M', 2], ['S1-M', 1], ['D1-L', 1]);
    const changed = ok(change(state, 'basket-line-D1-M', { variantId: 'D1-L' }));
    expect(changed.lines.map((l) => [l.id, l.quantity])).toEqual([
      ['basket-line-D1-L', 3],
      ['basket-line-S1-M', 1],
    ]);
    expect(refusal(change(state, 'basket-line-D1-M', { variantId: 'D1-L', quantity: 3 }))).toEqual({
      code: 'QUANTITY_MORE_THAN_STOCK',
      params: { stock: 3 },
    });
    expect(refusal(change(state, 'basket-line-D1-M', { variantId: 'D1-XL' }))).toEqual({
      code: 'QUANTITY_MORE_THAN_STOCK',
      params: { stock: 0 },
    });
  });

  it('refuses unknown lines and variants of other products', () => {
    const state = basketWith(['D1-M', 1]);
    expect(refusal(change(state, 'basket-line-x', { quantity: 2 }))?.code).toBe('BasketChangeItemFailed');
    expect(refusal(change(state, 'basket-line-D1-M', { variantId: 'S1-M' }))?.code).toBe('BasketChangeItemFailed');
    expect(refusal(change(state, 'basket-line-D1-M', { quantity: -1 }))?.code).toBe('BasketChangeItemFailed');
  });

  it('removes the line at quantity 0; removing twice changes nothing', () => {
    const state = basketWith(['D1-M', 1], ['S1-M', 1]);
    const after = ok(change(state, 'basket-line-D1-M', { quantity: 0 }));
    expect(after.lines.map((l) => l.variantId)).toEqual(['S1-M']);
    expect(ok(removeBasketItem(after, lookup, 'basket-line-D1-M'))).toBe(after);
  });
});

describe('disposal service', () => {
  it('needs a mattress or slatted frame and covers at most their pieces', () => {
    expect(refusal(setDisposalService(basketWith(['D1-M', 1]), lookup, 1))?.code).toBe('DISPOSAL_SERVICE_NOT_AVAILABLE');
    const state = basketWith(['M1-90', 2]);
    expect(ok(setDisposalService(state, lookup, 5)).disposalQuantity).toBe(2);
    expect(refusal(setDisposalService(state, lookup, -1))?.code).toBe('BAD_USER_INPUT');
  });

  it('shrinks with the mattresses and goes with the last one, with a hint', () => {
    const booked = ok(setDisposalService(basketWith(['M1-90', 2], ['D1-M', 1]), lookup, 2));
    const fewer = ok(change(booked, 'basket-line-M1-90', { quantity: 1 }));
    expect(fewer.disposalQuantity).toBe(1);
    expect(fewer.notices).toEqual([]);
    const none = ok(removeBasketItem(fewer, lookup, 'basket-line-M1-90'));
    expect(none.disposalQuantity).toBe(0);
    expect(none.notices).toEqual([{ code: 'DISPOSAL_SERVICE_REMOVED', params: {} }]);
  });
});

describe('delivery state changes', () => {
  it('notices a slipped delivery until the shopper has seen it', () => {
    const state = basketWith(['L1-1', 1], ['D1-M', 1]);
    expect(changedLines(state, lookup).map((l) => l.variantId)).toEqual(['L1-1']);
    expect(changedLines(acknowledgeDeliveryStates(state, lookup), lookup)).toEqual([]);
    expect(changedLines(ok(change(state, 'basket-line-L1-1', { quantity: 2 })), lookup)).toEqual([]);
  });
});
