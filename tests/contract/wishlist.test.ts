import { describe, expect, it } from 'vitest';
import { KNOWN } from '../../mock-server/data/fixtures.ts';
import {
  ContractAddWishlistItemMutationDocument,
  ContractRemoveWishlistItemMutationDocument,
  ContractWishlistQueryDocument,
} from './__generated__/shop/graphql.ts';
import { ANNA, visitorAs } from './checkout-fixtures.ts';
import { errorCode, post } from './support.ts';

type Options = ReturnType<typeof visitorAs>;
const wishlistOf = async (options: Options) => (await post(ContractWishlistQueryDocument, {}, options)).body.data!.wishlist!;
const addItem = (options: Options, productId: string, isTargetingAllowed = true) =>
  post(ContractAddWishlistItemMutationDocument, { productId, isTargetingAllowed }, options);
const removeItem = (options: Options, itemKey: string, isTargetingAllowed = true) =>
  post(ContractRemoveWishlistItemMutationDocument, { itemKey, isTargetingAllowed }, options);

describe('wishlist', () => {
  it('starts empty', async () => {
    expect(await wishlistOf(visitorAs())).toEqual({ id: 'wishlist', count: 0, items: [] });
  });

  it('saves products, newest first, with or without targeting consent', async () => {
    const options = visitorAs();
    const first = (await addItem(options, KNOWN.availableProduct)).body.data!.addWishlistItem;
    expect(first).toMatchObject({
      id: `wishlist-item-${KNOWN.availableProduct}`,
      product: { id: KNOWN.availableProduct, name: 'Trägerkleid »Langeoog« mit Blumendruck' },
    });
    await addItem(options, KNOWN.outsoldProduct, false);
    const wishlist = await wishlistOf(options);
    expect(wishlist.count).toBe(2);
    expect(wishlist.items.map((i) => [i.product.id, i.product.outsold])).toEqual([
      [KNOWN.outsoldProduct, true],
      [KNOWN.availableProduct, false],
    ]);
    expect(wishlist.items[0]!.addedAt > wishlist.items[1]!.addedAt).toBe(true);
    expect(wishlist.items[0]!.product.images).toHaveLength(1);
  });

  it('answers the saved item again for a product already on it', async () => {
    const options = visitorAs();
    const first = (await addItem(options, KNOWN.saleProduct)).body.data!.addWishlistItem;
    const again = (await addItem(options, KNOWN.saleProduct)).body.data!.addWishlistItem;
    expect(again).toEqual(first);
    expect((await wishlistOf(options)).count).toBe(1);
  });

  it('removes an item by its key and answers the key', async () => {
    const options = visitorAs();
    const { id } = (await addItem(options, KNOWN.saleProduct)).body.data!.addWishlistItem;
    expect((await removeItem(options, id, false)).body.data?.removeWishlistItem).toBe(id);
    expect((await wishlistOf(options)).count).toBe(0);
  });

  it('WISHLIST_FAILED_TO_ADD_ITEM for an unknown product', async () => {
    const { body } = await addItem(visitorAs(), 'P999999');
    expect(body.data).toBeNull();
    expect(errorCode(body)).toBe('WISHLIST_FAILED_TO_ADD_ITEM');
  });

  it('WISHLIST_FAILED_TO_REMOVE_ITEM for an unknown item key', async () => {
    const options = visitorAs();
    await addItem(options, KNOWN.saleProduct);
    expect(errorCode((await removeItem(options, 'wishlist-item-P999999')).body)).toBe('WISHLIST_FAILED_TO_REMOVE_ITEM');
    expect((await wishlistOf(options)).count).toBe(1);
  });

  it('keeps the wishlists of two visitors apart, logged in or not', async () => {
    const [a, b] = [visitorAs(), visitorAs(ANNA)];
    await addItem(a, KNOWN.saleProduct);
    await addItem(b, KNOWN.availableProduct);
    await addItem(b, KNOWN.saleProduct);
    expect((await wishlistOf(a)).count).toBe(1);
    expect((await wishlistOf(b)).count).toBe(2);
    expect(errorCode((await post(ContractWishlistQueryDocument, {}, { headers: { authorization: 'Bearer wrong' } })).body)).toBe(
      'UNAUTHENTICATED',
    );
  });
});
