import { commitLocalUpdate, createOperationDescriptor, Environment, getRequest, Network, RecordSource, Store } from 'relay-runtime';
// The artifact itself: unit tests run without the Relay babel transform.
import { describe, expect, it } from 'vitest';
import { getDataIdFor } from '../../relay/dataId.ts';
import WishlistStateQuery, { type WishlistStateQuery$data } from './__generated__/WishlistStateQuery.graphql.ts';
import { insertItem, optimisticItem, removeProduct } from './wishlistUpdaters.ts';

const locale = 'de-DE';
const operation = createOperationDescriptor(getRequest(WishlistStateQuery), { locale });

function environmentWith(productIds: string[] | null) {
  const environment = new Environment({
    network: Network.create(() => Promise.reject(new Error('no network in this test'))),
    store: new Store(new RecordSource()),
    getDataID: getDataIdFor('shop'),
  });
  if (productIds) {
    const items = productIds.map((id) => ({ id: `item-${id}`, product: { id } }));
    environment.commitPayload(operation, { wishlist: { id: 'wishlist', count: items.length, items } });
  }
  return environment;
}

const read = (environment: Environment) => environment.lookup(operation.fragment).data as WishlistStateQuery$data;
const productIds = (environment: Environment) => read(environment).wishlist?.items.map((item) => item.product.id);

describe('wishlist updaters', () => {
  it('put a new item on top and count it; a product is never listed twice', () => {
    const environment = environmentWith(['P1', 'P2']);
    commitLocalUpdate(environment, (store) => void insertItem(store, locale, optimisticItem(store, 'P3')));
    expect(productIds(environment)).toEqual(['P3', 'P1', 'P2']);
    expect(read(environment).wishlist?.count).toBe(3);
    commitLocalUpdate(environment, (store) => void insertItem(store, locale, optimisticItem(store, 'P2')));
    expect(productIds(environment)).toEqual(['P2', 'P3', 'P1']);
    expect(read(environment).wishlist?.count).toBe(3);
  });

  it('take a product out and count again', () => {
    const environment = environmentWith(['P1', 'P2']);
    commitLocalUpdate(environment, (store) => void removeProduct(store, locale, 'P1'));
    expect(productIds(environment)).toEqual(['P2']);
    expect(read(environment).wishlist?.count).toBe(1);
  });

  it('say so when the wishlist is not loaded, so it can be fetched', () => {
    const environment = environmentWith(null);
    const answers: boolean[] = [];
    commitLocalUpdate(environment, (store) => {
      answers.push(insertItem(store, locale, optimisticItem(store, 'P1')), removeProduct(store, locale, 'P1'));
    });
    expect(answers).toEqual([false, false]);
  });
});
