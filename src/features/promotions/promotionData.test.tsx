// @vitest-environment node
// The promotion lookups content items use (productPriceAndNameById, productByCategory,
// categoryById, automatedProductById) read what they need from the mock, and answer null for
// unknown ids and failures.
import { Environment, Network, RecordSource, Store, type RequestParameters, type Variables } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { createMockServer } from '../../../mock-server/app.ts';
import { KNOWN } from '../../../mock-server/data/fixtures.ts';
import { loadAutomatedProduct, loadCategory, loadCategoryImage, loadPriceAndName } from './promotionData.ts';

const mock = createMockServer();

function environment(faults = '') {
  const network = Network.create(async (params: RequestParameters, variables: Variables) => {
    const response = await mock.fetch(
      new Request('http://localhost/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: `mock_visitor=promotion-lookups${faults ? `; mock_faults=${encodeURIComponent(faults)}` : ''}`,
        },
        body: JSON.stringify({ query: params.text, variables, operationName: params.name }),
      }),
    );
    const body = await response.json();
    if (!response.ok || body.errors) throw new Error(`${params.name} failed`);
    return body;
  });
  return new Environment({ network, store: new Store(new RecordSource()) });
}

describe('promotion lookups', () => {
  it('price and name for price eyecatchers', async () => {
    expect(await loadPriceAndName(environment(), 'de-DE', KNOWN.saleProduct)).toMatchObject({
      id: KNOWN.saleProduct,
      name: 'Sommerkleid aus Leinenmix',
      price: { currency: 'EUR', min: 4000, old: 7999, saving: 50 },
    });
    expect(await loadPriceAndName(environment(), 'de-DE', 'nope')).toBeNull();
  });

  it('category image link: the first product in the stored sort, with one image of the wanted type', async () => {
    const category = await loadCategoryImage(environment(), 'de-DE', KNOWN.category.id, {
      sort: 'priceAsc',
      imageType: 'model',
      exactImageType: true,
    });
    expect(category).toMatchObject({ id: KNOWN.category.id, path: KNOWN.category.path });
    expect(category!.products).toHaveLength(1);
    expect(category!.products[0]!.images).toEqual([expect.objectContaining({ type: 'model' })]);
    expect(await loadCategoryImage(environment(), 'de-DE', 'nope')).toBeNull();
  });

  it('category by id', async () => {
    expect(await loadCategory(environment(), 'de-DE', KNOWN.category.id)).toMatchObject({
      id: KNOWN.category.id,
      path: KNOWN.category.path,
    });
    expect(await loadCategory(environment(), 'de-DE', 'nope')).toBeNull();
  });

  it('automated product with one image', async () => {
    const product = await loadAutomatedProduct(environment(), 'de-DE', KNOWN.availableProduct, {
      imageType: 'model',
      exactImageType: true,
    });
    expect(product).toMatchObject({ id: KNOWN.availableProduct });
    expect(product!.images).toHaveLength(1);
    expect(await loadAutomatedProduct(environment(), 'de-DE', 'nope')).toBeNull();
  });

  it('a failing call answers null', async () => {
    expect(await loadPriceAndName(environment('productPriceAndNameById=http:500'), 'de-DE', KNOWN.saleProduct)).toBeNull();
  });
});
