import { describe, expect, it } from 'vitest';
import { KNOWN } from '../../mock-server/data/fixtures.ts';
import {
  ContractAddToBasketMutationDocument,
  ContractBasketQueryDocument,
  ContractChangeBasketItemMutationDocument,
  ContractHeaderQueryDocument,
  ContractRemoveBasketItemMutationDocument,
  ContractSetDisposalServiceMutationDocument,
} from './__generated__/shop/graphql.ts';
import {
  add,
  added,
  basketOf,
  DRESS_NUMBER,
  extensionsOf,
  MARLENE,
  plentifulVariants,
  slippingVariant,
  variantWhere,
  visitorAs,
} from './checkout-fixtures.ts';
import { errorCode, newVisitor, post } from './support.ts';

const change = (options: ReturnType<typeof visitorAs>, itemId: string, patch: { variantId?: string; quantity?: number }) =>
  post(ContractChangeBasketItemMutationDocument, { input: { itemId, ...patch } }, options);
const line = (variantId: string) => `basket-line-${variantId}`;
const hintCodes = (basket: { hints: { code: string }[] }) => basket.hints.map((h) => h.code);

describe('basket: contents', () => {
  it('starts empty, with its hints, limits and the shipping flat rate', async () => {
    const basket = await basketOf(visitorAs());
    expect(basket).toMatchObject({ id: 'basket', count: 0, items: [], freeGift: null, disposalService: null, loyaltyPoints: 0 });
    expect(hintCodes(basket)).toEqual(['BASKET_EMPTY', 'BASKET_COUPON']);
    expect(basket.limits).toEqual({ quantityLimitPerArticle: 20, basketMaxItems: 50, minOrderValue: 1000, minOrderValueFreeGift: 5000 });
    expect(basket.shippingFlatRate).toEqual({ amount: 595, validUntil: '2026-12-31', expiredOn: null });
    expect(basket.totals.total).toBe(0);
  });

  it('adds variants, counts pieces and describes each line', async () => {
    const options = visitorAs();
    const first = await added(options, KNOWN.availableVariant, 2);
    expect(first.item).toMatchObject({ id: line(KNOWN.availableVariant), variantId: KNOWN.availableVariant, quantity: 2 });
    expect(first.basket.count).toBe(2);
    await added(options, KNOWN.availableVariant);
    await added(options, 'P100010-1-1');
    const basket = await basketOf(options);
    expect(basket.count).toBe(4);
    expect(basket.items.map((i) => [i.variantId, i.quantity])).toEqual([
      [KNOWN.availableVariant, 3],
      ['P100010-1-1', 1],
    ]);
    const [dress] = basket.items;
    expect(dress).toMatchObject({
      productId: KNOWN.availableProduct,
      name: 'Trägerkleid »Langeoog« mit Blumendruck',
      sizeLabel: '42',
      displayNumber: DRESS_NUMBER,
      isFreeGift: false,
      deliverabilityForwardingAgent: false,
      availability: { key: 'available', state: 'available' },
      maxQuantity: 19,
    });
    // Unit price: the line total ÷ quantity.
    expect(dress!.price * dress!.quantity).toBe(dress!.total);
    expect(basket.totals.articles).toBe(basket.items.reduce((sum, i) => sum + i.total, 0));
    expect(basket.loyaltyPoints).toBeGreaterThan(0);
    expect(hintCodes(basket)).toEqual(['BASKET_COUPON']);
  });

  it('keeps the baskets of two visitors apart, and none for requests without a visitor', async () => {
    const [a, b] = [visitorAs(), visitorAs()];
    await Promise.all([add(a, KNOWN.availableVariant, 3), add(b, KNOWN.availableVariant, 1), add(b, 'P100010-1-2', 1)]);
    expect((await basketOf(a)).count).toBe(3);
    expect((await basketOf(b)).count).toBe(2);
    await post(ContractAddToBasketMutationDocument, { variantId: KNOWN.availableVariant });
    expect((await basketOf({})).count).toBe(0);
  });

  it('is what the header counts', async () => {
    const options = visitorAs();
    await added(options, KNOWN.availableVariant, 2);
    const { body } = await post(ContractHeaderQueryDocument, {}, options);
    expect(body.data?.basket).toEqual({ id: 'basket', count: 2 });
  });

  it('charges shipping below 75,00 € and freight for forwarding-agent articles', async () => {
    const small = visitorAs();
    await added(small, KNOWN.availableVariant, 1);
    expect((await basketOf(small)).totals).toMatchObject({ shipping: 595, freight: 0 });
    await added(small, KNOWN.availableVariant, 2);
    expect((await basketOf(small)).totals).toMatchObject({ shipping: 0 });

    const sofa = visitorAs();
    await added(sofa, KNOWN.forwardingAgentVariant);
    const basket = await basketOf(sofa);
    expect(basket.items[0]!.deliverabilityForwardingAgent).toBe(true);
    expect(basket.totals).toMatchObject({ shipping: 0, freight: 1790, total: basket.totals.articles + 1790 });
  });

  it('shows a logged-in customer their expired flat-rate offer', async () => {
    expect((await basketOf(visitorAs(MARLENE))).shippingFlatRate).toEqual({ amount: 595, validUntil: null, expiredOn: '2026-10-15' });
  });
});

describe('basket: add-to-basket errors', () => {
  it.each([
    ['ATB_NO_VARIANT_SELECTED', ''],
    ['ATB_GENERAL', 'P999999-1-1'],
    ['ATB_VARIANT_OUTSOLD', KNOWN.soldOutVariant],
  ])('%s', async (code, variantId) => {
    const { status, body } = await add(visitorAs(), variantId);
    expect(status).toBe(200);
    expect(body.data).toBeNull();
    expect(errorCode(body)).toBe(code);
    expect(body.errors![0]!.message).not.toBe('');
  });

  it('ATB_QUANTITY_LIMIT_EXCEEDED at 20 pieces of a line, or at the stock; QUANTITY_MORE_THAN_STOCK for more at once than the stock', async () => {
    const options = visitorAs();
    await added(options, KNOWN.availableVariant, 20);
    expect(extensionsOf((await add(options, KNOWN.availableVariant)).body)).toEqual({
      code: 'ATB_QUANTITY_LIMIT_EXCEEDED',
      quantityLimit: 20,
    });
    // The refused request left the basket as it was.
    expect((await basketOf(options)).count).toBe(20);
    expect(extensionsOf((await add(visitorAs(), KNOWN.lowStockVariant, 3)).body)).toEqual({ code: 'QUANTITY_MORE_THAN_STOCK', stock: 2 });
    const low = visitorAs();
    await added(low, KNOWN.lowStockVariant, 2);
    expect(extensionsOf((await add(low, KNOWN.lowStockVariant, 1)).body)).toEqual({
      code: 'ATB_QUANTITY_LIMIT_EXCEEDED',
      quantityLimit: 2,
    });
  });

  it('QUANTITY_LIMIT_EXCEEDED at 20 pieces of one article over its sizes', async () => {
    const options = visitorAs();
    await added(options, KNOWN.availableVariant, 15);
    const { body } = await add(options, 'P100010-1-2', 6);
    expect(extensionsOf(body)).toEqual({ code: 'QUANTITY_LIMIT_EXCEEDED', displayNumber: DRESS_NUMBER });
  });

  it('BASKET_MAX_ITEMS beyond 50 pieces', async () => {
    const options = visitorAs();
    const [a, b, c, d] = plentifulVariants(4);
    await added(options, a!.variant.id, 20);
    await added(options, b!.variant.id, 20);
    await added(options, c!.variant.id, 10);
    expect(extensionsOf((await add(options, d!.variant.id)).body)).toEqual({ code: 'BASKET_MAX_ITEMS', basketMaxItems: 50 });
  });

  it('UNAUTHENTICATED with an invalid token', async () => {
    const { status, body } = await add({ visitor: newVisitor(), headers: { authorization: 'Bearer wrong' } }, KNOWN.availableVariant);
    expect(status).toBe(401);
    expect(errorCode(body)).toBe('UNAUTHENTICATED');
  });
});

describe('basket: free gifts', () => {
  const otherGift = () => variantWhere((r) => r.product.isFreeGift && r.product.id !== KNOWN.freeGiftProduct).variant.id;

  it('BASKET_MIN_ORDER_VALUE_FREE_GIFT below 50,00 €', async () => {
    const options = visitorAs();
    await added(options, KNOWN.availableVariant, 1);
    const { body } = await add(options, KNOWN.freeGiftVariant);
    expect(extensionsOf(body)).toEqual({ code: 'BASKET_MIN_ORDER_VALUE_FREE_GIFT', formattedMinOrderValueFreeGift: '50,00 €' });
  });

  it('come free, once, one per basket, and go with a hint when the basket no longer qualifies', async () => {
    const options = visitorAs();
    await added(options, KNOWN.availableVariant, 2);
    const { basket } = await added(options, KNOWN.freeGiftVariant);
    expect(basket.freeGift).toEqual({ id: line(KNOWN.freeGiftVariant), variantId: KNOWN.freeGiftVariant });
    expect(basket.items[1]).toMatchObject({ isFreeGift: true, price: 0, total: 0, maxQuantity: 1 });
    expect(basket.count).toBe(3);

    expect(errorCode((await add(options, KNOWN.freeGiftVariant)).body)).toBe('ATB_GIFT_ALREADY_IN_BASKET');
    expect(errorCode((await add(options, otherGift())).body)).toBe('MORE_THAN_ONE_FREE_GIFT');

    const { body } = await change(options, line(KNOWN.availableVariant), { quantity: 1 });
    const after = body.data!.changeBasketItem;
    expect(after.freeGift).toBeNull();
    expect(after.items.map((i) => i.variantId)).toEqual([KNOWN.availableVariant]);
    expect(after.hints[0]).toEqual({
      code: 'BASKET_MIN_ORDER_VALUE_FREE_GIFT',
      params: [{ name: 'formattedMinOrderValueFreeGift', value: '50,00 €' }],
    });
    // The hint stays until the next change.
    expect(hintCodes(await basketOf(options))).toContain('BASKET_MIN_ORDER_VALUE_FREE_GIFT');
    await added(options, KNOWN.availableVariant);
    expect(hintCodes(await basketOf(options))).toEqual(['BASKET_COUPON']);
  });
});

describe('basket: changing and removing lines', () => {
  it('changes quantity and size', async () => {
    const options = visitorAs();
    await added(options, KNOWN.availableVariant, 1);
    const more = (await change(options, line(KNOWN.availableVariant), { quantity: 4 })).body.data!.changeBasketItem;
    expect(more.count).toBe(4);
    const resized = (await change(options, line(KNOWN.availableVariant), { variantId: 'P100010-1-1' })).body.data!.changeBasketItem;
    expect(resized.items.map((i) => [i.id, i.variantId, i.sizeLabel, i.quantity])).toEqual([[line('P100010-1-1'), 'P100010-1-1', '38', 4]]);
  });

  it('QUANTITY_MORE_THAN_STOCK, QUANTITY_LIMIT_EXCEEDED, BASKET_MAX_ITEMS, BasketChangeItemFailed', async () => {
    const options = visitorAs();
    await added(options, KNOWN.lowStockVariant, 1);
    await added(options, KNOWN.availableVariant, 1);
    expect(extensionsOf((await change(options, line(KNOWN.lowStockVariant), { quantity: 3 })).body)).toEqual({
      code: 'QUANTITY_MORE_THAN_STOCK',
      stock: 2,
    });
    expect(extensionsOf((await change(options, line(KNOWN.availableVariant), { quantity: 21 })).body)).toEqual({
      code: 'QUANTITY_LIMIT_EXCEEDED',
      displayNumber: DRESS_NUMBER,
    });
    const [a, b] = plentifulVariants(2, [KNOWN.saleProduct, KNOWN.availableProduct]);
    await added(options, a!.variant.id, 20);
    await added(options, b!.variant.id, 20);
    expect(extensionsOf((await change(options, line(KNOWN.availableVariant), { quantity: 10 })).body)).toEqual({
      code: 'BASKET_MAX_ITEMS',
      basketMaxItems: 50,
    });
    expect(errorCode((await change(options, 'basket-line-nope', { quantity: 1 })).body)).toBe('BasketChangeItemFailed');
    expect(errorCode((await change(options, line(KNOWN.availableVariant), { variantId: a!.variant.id })).body)).toBe(
      'BasketChangeItemFailed',
    );
    expect((await basketOf(options)).count).toBe(42);
  });

  it('removes lines; removing again changes nothing; the empty basket says so', async () => {
    const options = visitorAs();
    await added(options, KNOWN.availableVariant, 2);
    const remove = () => post(ContractRemoveBasketItemMutationDocument, { itemId: line(KNOWN.availableVariant) }, options);
    const { body } = await remove();
    expect(body.data!.removeBasketItem).toMatchObject({ count: 0, items: [] });
    expect(hintCodes(body.data!.removeBasketItem)).toEqual(['BASKET_EMPTY', 'BASKET_COUPON']);
    expect((await remove()).body.errors).toBeUndefined();
  });
});

describe('basket: disposal service', () => {
  const setDisposal = (options: ReturnType<typeof visitorAs>, quantity: number) =>
    post(ContractSetDisposalServiceMutationDocument, { quantity }, options);

  it('DISPOSAL_SERVICE_NOT_AVAILABLE without a mattress or slatted frame', async () => {
    const options = visitorAs();
    await added(options, KNOWN.availableVariant);
    expect(errorCode((await setDisposal(options, 1)).body)).toBe('DISPOSAL_SERVICE_NOT_AVAILABLE');
  });

  it('costs 29,99 € a piece, up to the mattresses and slatted frames, and goes with the last one', async () => {
    const options = visitorAs();
    await added(options, KNOWN.mattressVariant, 1);
    await added(options, KNOWN.slattedFrameVariant, 1);
    const booked = (await setDisposal(options, 5)).body.data!.setDisposalService;
    expect(booked.items.every((i) => i.allowsDisposalService)).toBe(true);
    expect(booked.disposalService).toEqual({ quantity: 2, unitPrice: 2999, total: 5998 });
    expect(booked.totals.disposalService).toBe(5998);

    const fewer = (await post(ContractRemoveBasketItemMutationDocument, { itemId: line(KNOWN.mattressVariant) }, options)).body.data!
      .removeBasketItem;
    expect(fewer.disposalService).toEqual({ quantity: 1, unitPrice: 2999, total: 2999 });
    const none = (await post(ContractRemoveBasketItemMutationDocument, { itemId: line(KNOWN.slattedFrameVariant) }, options)).body.data!
      .removeBasketItem;
    expect(none.disposalService).toBeNull();
    expect(hintCodes(none)).toEqual(['DISPOSAL_SERVICE_REMOVED', 'BASKET_EMPTY', 'BASKET_COUPON']);
  });

  it('is booked off with 0', async () => {
    const options = visitorAs();
    await added(options, KNOWN.mattressVariant, 1);
    await setDisposal(options, 1);
    expect((await setDisposal(options, 0)).body.data!.setDisposalService.disposalService).toBeNull();
    expect(errorCode((await setDisposal(options, -1)).body)).toBe('BAD_USER_INPUT');
  });
});

describe('basket: delivery state changes', () => {
  it('DELIVERY_STATE_CHANGED when a delivery slipped after adding, until the line is changed', async () => {
    const options = visitorAs();
    const slipping = slippingVariant();
    await added(options, slipping.variant.id, 1);
    const basket = await basketOf(options);
    expect(hintCodes(basket)).toEqual(['DELIVERY_STATE_CHANGED', 'BASKET_COUPON']);
    expect(basket.items[0]!.availability).toMatchObject({ key: 'directShipping2Weeks', state: 'deliverable' });
    await change(options, line(slipping.variant.id), { quantity: 2 });
    expect(hintCodes(await basketOf(options))).toEqual(['BASKET_COUPON']);
  });
});

describe('basket: queries', () => {
  it('answers the full basket shape', async () => {
    const options = visitorAs();
    await added(options, KNOWN.availableVariant);
    const { body } = await post(ContractBasketQueryDocument, {}, options);
    expect(body.errors).toBeUndefined();
    expect(body.data?.basket?.items[0]?.image?.hash).toBeTruthy();
  });
});
