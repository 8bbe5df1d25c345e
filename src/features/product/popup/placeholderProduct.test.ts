import { createOperationDescriptor, Environment, getRequest, Network, RecordSource, Store } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { getDataIdFor } from '../../../relay/dataId.ts';
import query from './__generated__/ProductPopupModalQuery.graphql.ts';
import { PLACEHOLDER_PRODUCT_ID, placeholderProduct } from './placeholderProduct.ts';

describe('placeholderProduct', () => {
  it('has no flag, is not sold out, and holds empty lists and texts', () => {
    const product = placeholderProduct();
    expect(product).not.toHaveProperty('flag');
    expect(product.availability.state).toBe('available');
    expect([product.colors, product.dimensions, product.sizeTables, product.images]).toEqual([[], [], [], []]);
    expect([product.name, product.displayNumber, product.brand, product.price.campaignHighlight]).toEqual(['', '', null, null]);
    expect(product.id).toBe(PLACEHOLDER_PRODUCT_ID);
  });

  it("is a whole answer of the popup's query, so the popup's components can read it from the store", () => {
    const environment = new Environment({
      network: Network.create(() => Promise.reject(new Error('no network'))),
      store: new Store(new RecordSource()),
      getDataID: getDataIdFor('shop'),
    });
    const operation = createOperationDescriptor(getRequest(query), { id: PLACEHOLDER_PRODUCT_ID, locale: 'de-DE' });
    environment.commitPayload(operation, { popupProductById: placeholderProduct() });
    expect(environment.check(operation).status).toBe('available');
  });

  it('is a new value each time (the store may freeze what it is given)', () => {
    expect(placeholderProduct()).not.toBe(placeholderProduct());
    expect(placeholderProduct()).toEqual(placeholderProduct());
  });
});
