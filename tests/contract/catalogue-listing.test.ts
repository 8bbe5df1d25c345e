import { describe, expect, it } from 'vitest';
import { KNOWN } from '../../mock-server/data/fixtures.ts';
import { ContractListingQueryDocument, type ContractListingQueryQueryVariables } from './__generated__/shop/graphql.ts';
import { post } from './support.ts';

const listing = async (variables: ContractListingQueryQueryVariables) => {
  const { status, body } = await post(ContractListingQueryDocument, variables);
  expect(status).toBe(200);
  expect(body.errors).toBeUndefined();
  return body.data!.productListing;
};

describe('shop API: productListing', () => {
  it('of a department includes its sub-categories, paged and sorted', async () => {
    const page = await listing({ categoryId: '50000', page: 2, pageSize: 12, sort: 'priceAsc' });
    expect(page).toMatchObject({
      page: 2,
      pageSize: 12,
      sort: 'priceAsc',
      category: { id: '50000', name: 'Wohnen' },
      term: null,
      optimizedTerm: null,
    });
    expect(page.totalItemsCount).toBeGreaterThan(500);
    expect(page.pageCount).toBe(Math.ceil(page.totalItemsCount / 12));
    expect(page.products).toHaveLength(12);
    expect(page.products.every((p) => p.categoryIds[0] === '50000')).toBe(true);
    const prices = page.products.map((p) => p.price.min);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect((await listing({ categoryId: '50000', page: 2, pageSize: 12, sort: 'priceAsc' })).id).toBe(page.id);
  });

  it('by category path, with filters from its products and the active ones applied', async () => {
    const plain = await listing({ categoryPath: '/damen-mode/kleider', pageSize: 100 });
    expect(plain.category?.id).toBe('10100');
    expect(plain.filters.map((f) => f.id)).toEqual(expect.arrayContaining(['price', 'sale', 'colour', 'size', 'brand', 'material']));
    const filtered = await listing({
      categoryPath: '/damen-mode/kleider',
      pageSize: 100,
      filters: [
        { id: 'colour', values: ['rot', 'schwarz'] },
        { id: 'price', values: ['2000-9000'] },
      ],
    });
    expect(filtered.activeFilters).toEqual([
      { id: 'colour', values: ['rot', 'schwarz'] },
      { id: 'price', values: ['2000-9000'] },
    ]);
    expect(filtered.totalItemsCount).toBeGreaterThan(0);
    expect(filtered.totalItemsCount).toBeLessThan(plain.totalItemsCount);
    for (const p of filtered.products) {
      expect(p.colors.some((c) => c.label === 'rot' || c.label === 'schwarz')).toBe(true);
      expect(p.price.min).toBeGreaterThanOrEqual(2000);
      expect(p.price.min).toBeLessThanOrEqual(9000);
    }
    const colour = filtered.filters.find((f) => f.id === 'colour')!;
    expect(colour).toMatchObject({ name: 'Farbe', type: 'multi' });
    expect(
      colour.values
        .filter((v) => v.selected)
        .map((v) => v.id)
        .sort(),
    ).toEqual(['rot', 'schwarz']);
    expect(colour.values.every((v) => v.colorCode?.startsWith('#'))).toBe(true);
    const price = filtered.filters.find((f) => f.id === 'price')!;
    expect(price).toMatchObject({ type: 'range', values: [] });
    expect(price.range!.min).toBeLessThanOrEqual(price.range!.max);
  });

  it('offers the sale toggle', async () => {
    const sale = await listing({ categoryId: '10100', pageSize: 100, filters: [{ id: 'sale', values: ['true'] }] });
    expect(sale.products.every((p) => p.price.old > p.price.min)).toBe(true);
    expect(sale.filters.find((f) => f.id === 'sale')).toMatchObject({
      type: 'toggle',
      values: [{ id: 'true', name: 'Nur Sale-%-Artikel', selected: true, count: sale.totalItemsCount }],
    });
  });

  it('pins products first on page 1, skipping unknown ids', async () => {
    const first = await listing({ categoryId: KNOWN.category.id, pinnedProductIds: ['P999999', KNOWN.mattressProduct], pageSize: 5 });
    expect(first.pinnedProductIds).toEqual([KNOWN.mattressProduct]);
    expect(first.products[0]!.id).toBe(KNOWN.mattressProduct);
    const second = await listing({ categoryId: KNOWN.category.id, pinnedProductIds: [KNOWN.mattressProduct], pageSize: 5, page: 2 });
    expect(second.products.map((p) => p.id)).not.toContain(KNOWN.mattressProduct);
  });

  it('searches by term and reports a corrected term', async () => {
    const found = await listing({ term: 'matratze' });
    expect(found.totalItemsCount).toBeGreaterThan(0);
    expect(found.category).toBeNull();
    expect(found.products.every((p) => /matratze/i.test(p.name) || p.categoryIds.includes('50102'))).toBe(true);
    const typo = await listing({ term: 'Somerkleid' });
    expect(typo).toMatchObject({ term: 'Somerkleid', optimizedTerm: 'sommerkleid' });
    expect(typo.totalItemsCount).toBeGreaterThan(0);
    const none = await listing({ term: 'xyzzy' });
    expect(none).toMatchObject({ totalItemsCount: 0, pageCount: 0, products: [] });
  });

  it('of the whole assortment without category or term', async () => {
    const everything = await listing({ pageSize: 24 });
    expect(everything.totalItemsCount).toBeGreaterThan(3000);
    expect(everything.category).toBeNull();
    expect(everything.products).toHaveLength(24);
  });
});
