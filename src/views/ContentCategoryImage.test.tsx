// @vitest-environment node
// Category image links without an editor's image: the automated product's image, else the
// category's first product in the shopper's stored listing sort (catalogue-and-frame 4 and 7).
import { Environment, Network, RecordSource, Store, type RequestParameters, type Variables } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { createMockServer } from '../../mock-server/app.ts';
import { KNOWN } from '../../mock-server/data/fixtures.ts';
import { loadAutomatedProduct, loadCategoryImage } from '../features/promotions/promotionData.ts';
import { lookUpCategoryImage } from './ContentCategoryImage.tsx';

const mock = createMockServer();

function environment() {
  const network = Network.create(async (params: RequestParameters, variables: Variables) => {
    const response = await mock.fetch(
      new Request('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: 'mock_visitor=category-image' },
        body: JSON.stringify({ query: params.text, variables, operationName: params.name }),
      }),
    );
    return response.json();
  });
  return new Environment({ network, store: new Store(new RecordSource()) });
}

const storage = (sort: string | null) => ({ getItem: () => sort, setItem: () => {} });

describe('category image lookup', () => {
  it('takes the automated product\u2019s first image when the link names a product', async () => {
    const product = await loadAutomatedProduct(environment(), 'de-DE', KNOWN.availableProduct);
    const found = await lookUpCategoryImage(
      environment(),
      'de-DE',
      { productId: KNOWN.availableProduct, categoryId: KNOWN.category.id },
      storage(null),
    );
    expect(found?.hash).toBe(product!.images[0]!.hash);
  });

  it('else the category\u2019s first product in the stored listing sort', async () => {
    const cheapest = (await loadCategoryImage(environment(), 'de-DE', KNOWN.category.id, { sort: 'priceAsc' }))!.products[0]!.images[0]!
      .hash;
    const dearest = (await loadCategoryImage(environment(), 'de-DE', KNOWN.category.id, { sort: 'priceDesc' }))!.products[0]!.images[0]!
      .hash;
    expect(cheapest).not.toBe(dearest);
    expect(
      (await lookUpCategoryImage(environment(), 'de-DE', { productId: null, categoryId: KNOWN.category.id }, storage('priceAsc')))?.hash,
    ).toBe(cheapest);
    expect(
      (await lookUpCategoryImage(environment(), 'de-DE', { productId: null, categoryId: KNOWN.category.id }, storage('priceDesc')))?.hash,
    ).toBe(dearest);
    // A stored value that is no sort is ignored.
    expect(
      await lookUpCategoryImage(environment(), 'de-DE', { productId: null, categoryId: KNOWN.category.id }, storage('cheapest-first')),
    ).not.toBeNull();
  });

  it('answers null when neither the product nor the category is known', async () => {
    expect(await lookUpCategoryImage(environment(), 'de-DE', { productId: 'nope', categoryId: 'nope' }, storage(null))).toBeNull();
    expect(await lookUpCategoryImage(environment(), 'de-DE', { productId: null, categoryId: null }, storage(null))).toBeNull();
  });
});
