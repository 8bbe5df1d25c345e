import { describe, expect, it } from 'vitest';
import { CUSTOMERS, tokenFor } from '../../mock-server/data/customers.ts';
import { KNOWN } from '../../mock-server/data/fixtures.ts';
import {
  ContractAddToBasketMutationDocument,
  ContractBasketQueryDocument,
  ContractClientQueryDocument,
  ContractHeaderQueryDocument,
  ContractWishlistQueryDocument,
} from './__generated__/shop/graphql.ts';
import { errorCode, newVisitor, post } from './support.ts';

const add = (visitor: string, variantId: string, quantity?: number) =>
  post(ContractAddToBasketMutationDocument, { variantId, quantity }, { visitor });

describe('personalised API: client and login', () => {
  it('is a guest without a token', async () => {
    const { body } = await post(ContractClientQueryDocument, {}, { visitor: newVisitor() });
    expect(body.data).toEqual({ client: { id: 'client', isLoggedIn: false } });
  });

  it('is logged in with a demo customer token', async () => {
    const headers = { authorization: `Bearer ${tokenFor(CUSTOMERS[0]!)}` };
    const { body } = await post(ContractClientQueryDocument, {}, { visitor: newVisitor(), headers });
    expect(body.data?.client.isLoggedIn).toBe(true);
  });

  it('refuses an invalid bearer token with UNAUTHENTICATED', async () => {
    for (const authorization of ['Bearer mock-token-00000000', 'Bearer nonsense', 'Basic abc']) {
      const { status, body } = await post(ContractClientQueryDocument, {}, { visitor: newVisitor(), headers: { authorization } });
      expect(status).toBe(401);
      expect(errorCode(body)).toBe('UNAUTHENTICATED');
    }
  });
});

describe('personalised API: basket and wishlist', () => {
  it('starts empty, with ids stable per visitor', async () => {
    const visitor = newVisitor();
    const { body } = await post(ContractHeaderQueryDocument, {}, { visitor });
    expect(body.data).toEqual({ client: { id: 'client', isLoggedIn: false }, basket: { id: 'basket', count: 0 } });
    const wishlist = await post(ContractWishlistQueryDocument, {}, { visitor });
    expect(wishlist.body.data).toEqual({ wishlist: { id: 'wishlist', count: 0 } });
  });

  it('adds variants and counts pieces', async () => {
    const visitor = newVisitor();
    const first = await add(visitor, KNOWN.availableVariant, 2);
    expect(first.body.data?.addToBasket).toEqual({
      basket: { id: 'basket', count: 2 },
      item: { id: `basket-line-${KNOWN.availableVariant}`, variantId: KNOWN.availableVariant, quantity: 2 },
    });
    await add(visitor, KNOWN.availableVariant);
    await add(visitor, 'P100010-1-1');
    const basket = (await post(ContractBasketQueryDocument, {}, { visitor })).body.data!.basket!;
    expect(basket.count).toBe(4);
    expect(basket.items.map((i) => [i.variantId, i.quantity])).toEqual([[KNOWN.availableVariant, 3], ['P100010-1-1', 1]]);
    expect(basket.items[0]).toMatchObject({ productId: KNOWN.availableProduct, name: 'Trägerkleid »Langeoog« mit Blumendruck', sizeLabel: '42' });
    expect(basket.items[0]!.price).toBeGreaterThan(0);
  });

  it('keeps the baskets of two visitors apart', async () => {
    const [a, b] = [newVisitor(), newVisitor()];
    await Promise.all([add(a, KNOWN.availableVariant, 3), add(b, KNOWN.availableVariant, 1), add(b, 'P100010-1-2', 1)]);
    const basketA = (await post(ContractBasketQueryDocument, {}, { visitor: a })).body.data!.basket!;
    const basketB = (await post(ContractBasketQueryDocument, {}, { visitor: b })).body.data!.basket!;
    expect(basketA.count).toBe(3);
    expect(basketB.count).toBe(2);
    expect(basketA.items).toHaveLength(1);
  });

  it('does not keep a basket for requests without a visitor cookie', async () => {
    await post(ContractAddToBasketMutationDocument, { variantId: KNOWN.availableVariant });
    const { body } = await post(ContractBasketQueryDocument, {});
    expect(body.data?.basket?.count).toBe(0);
  });
});

describe('personalised API: addToBasket errors', () => {
  it.each([
    ['ATB_NO_VARIANT_SELECTED', ''],
    ['ATB_GENERAL', 'P999999-1-1'],
    ['ATB_VARIANT_OUTSOLD', KNOWN.soldOutVariant],
  ])('%s', async (code, variantId) => {
    const { status, body } = await add(newVisitor(), variantId);
    expect(status).toBe(200);
    expect(body.data).toBeNull();
    expect(errorCode(body)).toBe(code);
    expect(body.errors![0]!.message).not.toBe('');
  });

  it('ATB_QUANTITY_LIMIT_EXCEEDED at 20 pieces of one article', async () => {
    const visitor = newVisitor();
    expect((await add(visitor, KNOWN.availableVariant, 20)).body.data?.addToBasket.basket.count).toBe(20);
    const { body } = await add(visitor, KNOWN.availableVariant, 1);
    expect(body.errors?.[0]?.extensions).toEqual({ code: 'ATB_QUANTITY_LIMIT_EXCEEDED', quantityLimit: 20 });
    // The basket is unchanged by the refused request.
    expect((await post(ContractBasketQueryDocument, {}, { visitor })).body.data?.basket?.count).toBe(20);
  });

  it('ATB_QUANTITY_LIMIT_EXCEEDED beyond the stock', async () => {
    const { body } = await add(newVisitor(), KNOWN.lowStockVariant, 3);
    expect(body.errors?.[0]?.extensions).toEqual({ code: 'ATB_QUANTITY_LIMIT_EXCEEDED', quantityLimit: 2 });
  });

  it('UNAUTHENTICATED with an invalid token', async () => {
    const { body } = await post(
      ContractAddToBasketMutationDocument,
      { variantId: KNOWN.availableVariant },
      { visitor: newVisitor(), headers: { authorization: 'Bearer wrong' } },
    );
    expect(errorCode(body)).toBe('UNAUTHENTICATED');
  });
});
