import { describe, expect, it } from 'vitest';
import { basketHints, checkoutBlocker, type BasketFacts } from './basketHints.ts';

const facts = (patch: Partial<BasketFacts>): BasketFacts => ({
  hints: [{ code: 'BASKET_COUPON', params: [] }],
  count: 1,
  articles: 5000,
  minOrderValue: 1000,
  basketMaxItems: 50,
  ...patch,
});

describe('basket hints', () => {
  it('shows the coupon note, last, and nothing blocks a basket within its limits', () => {
    const hints = basketHints(
      facts({
        hints: [
          { code: 'BASKET_COUPON', params: [] },
          { code: 'DELIVERY_STATE_CHANGED', params: [] },
        ],
      }),
    );
    expect(hints.map((h) => [h.code, h.tone])).toEqual([
      ['DELIVERY_STATE_CHANGED', 'info'],
      ['BASKET_COUPON', 'info'],
    ]);
    expect(checkoutBlocker(hints)).toBeNull();
  });

  it('DELIVERY_STATE_CHANGED and DISPOSAL_SERVICE_REMOVED are info hints that stop nothing', () => {
    const hints = basketHints(
      facts({
        hints: [
          { code: 'DISPOSAL_SERVICE_REMOVED', params: [] },
          { code: 'DELIVERY_STATE_CHANGED', params: [] },
        ],
      }),
    );
    expect(hints.map((h) => [h.code, h.tone, h.blocking])).toEqual([
      ['DISPOSAL_SERVICE_REMOVED', 'info', false],
      ['DELIVERY_STATE_CHANGED', 'info', false],
    ]);
  });

  it('keeps the placeholders of the API hints', () => {
    const hints = basketHints(
      facts({
        hints: [{ code: 'BASKET_MIN_ORDER_VALUE_FREE_GIFT', params: [{ name: 'formattedMinOrderValueFreeGift', value: '50,00 €' }] }],
      }),
    );
    expect(hints[0]).toEqual({
      code: 'BASKET_MIN_ORDER_VALUE_FREE_GIFT',
      params: { formattedMinOrderValueFreeGift: '50,00 €' },
      tone: 'warning',
      blocking: false,
    });
  });

  it('BASKET_MIN_ORDER_VALUE below the minimum order value blocks the checkout', () => {
    const hints = basketHints(facts({ articles: 999 }));
    expect(hints[0]).toMatchObject({ code: 'BASKET_MIN_ORDER_VALUE', blocking: true });
    expect(checkoutBlocker(hints)?.code).toBe('BASKET_MIN_ORDER_VALUE');
    expect(basketHints(facts({ articles: 1000 })).map((h) => h.code)).toEqual(['BASKET_COUPON']);
  });

  it('BASKET_MAX_ITEMS above the item limit blocks the checkout', () => {
    const hints = basketHints(facts({ count: 51 }));
    expect(checkoutBlocker(hints)).toMatchObject({ code: 'BASKET_MAX_ITEMS', params: { basketMaxItems: '50' } });
  });

  it('leaves BASKET_EMPTY to the empty state and asks no minimum of an empty basket', () => {
    const hints = basketHints(
      facts({
        count: 0,
        articles: 0,
        hints: [
          { code: 'BASKET_EMPTY', params: [] },
          { code: 'BASKET_COUPON', params: [] },
        ],
      }),
    );
    expect(hints.map((h) => h.code)).toEqual(['BASKET_COUPON']);
  });
});
