import { describe, expect, it } from 'vitest';
import type { Variant } from '../../__generated__/shop-resolvers.ts';
import { checkAddToBasket } from './rules.ts';

const variant = (quantity: number): Variant => ({
  id: 'V1',
  deliverabilityForwardingAgent: false,
  disposalService: false,
  size: { label: 'M' },
  attributes: [],
  availability: { key: 'available', state: 'available', quantity },
  price: { withTax: 1999, currency: 'EUR', reductions: [] },
});

const check = (stock: number | undefined, inBasket: number, quantity: number, variantId = 'V1') =>
  checkAddToBasket({ variantId, variant: stock === undefined ? undefined : variant(stock), inBasket, quantity });

describe('add-to-basket rules', () => {
  it('needs a chosen, known, orderable variant', () => {
    expect(check(10, 0, 1, '')).toEqual({ ok: false, code: 'ATB_NO_VARIANT_SELECTED' });
    expect(check(undefined, 0, 1)).toEqual({ ok: false, code: 'ATB_GENERAL' });
    expect(check(0, 0, 1)).toEqual({ ok: false, code: 'ATB_VARIANT_OUTSOLD' });
    expect(check(10, 0, 0)).toEqual({ ok: false, code: 'ATB_GENERAL' });
  });

  it('allows up to 20 pieces of one article in total', () => {
    expect(check(100, 19, 1)).toEqual({ ok: true, quantity: 20 });
    expect(check(100, 20, 1)).toEqual({ ok: false, code: 'ATB_QUANTITY_LIMIT_EXCEEDED', quantityLimit: 20 });
    expect(check(100, 0, 21)).toEqual({ ok: false, code: 'ATB_QUANTITY_LIMIT_EXCEEDED', quantityLimit: 20 });
  });

  it('allows no more than the stock', () => {
    expect(check(3, 2, 1)).toEqual({ ok: true, quantity: 3 });
    expect(check(3, 2, 2)).toEqual({ ok: false, code: 'ATB_QUANTITY_LIMIT_EXCEEDED', quantityLimit: 3 });
  });
});
