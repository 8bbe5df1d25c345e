import { describe, expect, it } from 'vitest';
import type { ProductListingInput } from '../../__generated__/shop-resolvers.ts';
import { catalogue } from '../../data/catalogue.ts';
import { KNOWN } from '../../data/fixtures.ts';
import { compareSizes } from './facets.ts';
import { productListing, productsOfCategory } from './listing.ts';

const list = (input: Partial<ProductListingInput>) => productListing(catalogue(), { locale: 'de-DE', ...input });
const all = (input: Partial<ProductListingInput>) => list({ ...input, pageSize: 100 });
const entry = (id: string) => catalogue().productById.get(id)!;
const filter = (listing: ReturnType<typeof list>, id: string) => listing.filters.find((f) => f.id === id);

describe('product listing: scope', () => {
  it('includes the products of descendant categories and names the category', () => {
    const department = list({ categoryId: '10000', pageSize: 100 });
    const leaf = list({ categoryId: '10101', pageSize: 100 });
    expect(leaf.totalItemsCount).toBeGreaterThan(0);
    expect(department.totalItemsCount).toBeGreaterThan(leaf.totalItemsCount);
    expect(department.products.every((p) => p.categoryIds[0] === '10000')).toBe(true);
    expect(department.category).toMatchObject({ id: '10000', name: 'Damen-Mode', level: 1 });
    expect(list({ categoryPath: '/damen-bekleidung/kleider/' }).category?.id).toBe('10100');
    expect(list({ categoryId: 'unknown' })).toMatchObject({ totalItemsCount: 0, category: null, products: [] });
    expect(list({}).category).toBeNull();
  });

  it('never lists free gifts', () => {
    const leaf = entry(KNOWN.freeGiftProduct).product.categoryIds[2]!;
    expect(all({ categoryId: leaf }).products.map((p) => p.id)).not.toContain(KNOWN.freeGiftProduct);
    expect(list({ pinnedProductIds: [KNOWN.freeGiftProduct] }).pinnedProductIds).toEqual([]);
  });

  it('searches by term within a category, and reports a corrected term', () => {
    const dresses = list({ term: 'Kleider', categoryId: '10000', pageSize: 100 });
    expect(dresses.totalItemsCount).toBeGreaterThan(100);
    expect(dresses.products.every((p) => p.categoryIds[1] === '10100' || /kleid/i.test(p.name))).toBe(true);
    const typo = list({ term: 'Somerkleid' });
    expect(typo).toMatchObject({ term: 'Somerkleid', optimizedTerm: 'sommerkleid' });
    expect(typo.totalItemsCount).toBe(list({ term: 'Sommerkleid' }).totalItemsCount);
    expect(list({ term: 'Sommerkleid' }).optimizedTerm).toBeNull();
    expect(list({ term: 'gibtesnicht' }).totalItemsCount).toBe(0);
  });

  it('finds a product by its display number, with or without separators', () => {
    const sale = entry(KNOWN.saleProduct).product;
    expect(list({ term: sale.displayNumber }).products.map((p) => p.id)).toEqual([sale.id]);
    expect(list({ term: '355 646 745' }).products.map((p) => p.id)).toEqual([sale.id]);
  });
});

describe('product listing: sort and pages', () => {
  it('sorts by price, date and sales', () => {
    const asc = list({ sort: 'priceAsc', pageSize: 100 }).products.map((p) => p.price.min);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = list({ sort: 'priceDesc', pageSize: 100 }).products.map((p) => p.price.min);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const dates = list({ sort: 'dateDesc', pageSize: 50 }).products.map((p) => entry(p.id).createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const top = list({ sort: 'topSeller', pageSize: 50 });
    const sales = top.products.map((p) => entry(p.id).sales);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    expect(top.sort).toBe('topSeller');
  });

  it('pages with a stable id per request', () => {
    const page1 = list({ categoryId: '10000', page: 1, pageSize: 10 });
    const page2 = list({ categoryId: '10000', page: 2, pageSize: 10 });
    expect(page1.pageCount).toBe(Math.ceil(page1.totalItemsCount / 10));
    expect(page1.products).toHaveLength(10);
    expect(page2.products[0]!.id).not.toBe(page1.products[0]!.id);
    expect(page1.id).toBe(list({ categoryId: '10000', page: 1, pageSize: 10 }).id);
    expect(page1.id).not.toBe(page2.id);
    expect(page1.id).not.toBe(list({ categoryId: '10000', page: 1, pageSize: 10, filters: [{ id: 'sale', values: ['true'] }] }).id);
    expect(list({ categoryId: '10000', page: 999 }).products).toEqual([]);
    expect(list({ pageSize: 1000 }).pageSize).toBe(100);
  });

  it('puts pinned products first on page 1 only, skipping unknown ids and never repeating them', () => {
    const plain = all({ categoryId: '10101' });
    const pins = [KNOWN.forwardingAgentProduct, 'P999999', plain.products[5]!.id, KNOWN.forwardingAgentProduct];
    const pinned = list({ categoryId: '10101', pinnedProductIds: pins, pageSize: 10 });
    expect(pinned.pinnedProductIds).toEqual([KNOWN.forwardingAgentProduct, plain.products[5]!.id]);
    expect(pinned.products.slice(0, 2).map((p) => p.id)).toEqual(pinned.pinnedProductIds);
    expect(pinned.totalItemsCount).toBe(plain.totalItemsCount + 1);
    const everything = [1, 2, 3, 4, 5, 6].flatMap((page) =>
      list({ categoryId: '10101', pinnedProductIds: pins, pageSize: 10, page }).products.map((p) => p.id),
    );
    expect(new Set(everything).size).toBe(everything.length);
    expect(list({ categoryId: '10101', pinnedProductIds: pins, pageSize: 10, page: 2 }).products.map((p) => p.id)).not.toContain(
      KNOWN.forwardingAgentProduct,
    );
  });
});

describe('product listing: filters', () => {
  const scope = { categoryId: '10100' };

  it('offers price, sale, colour, size, brand and attribute filters computed from the products', () => {
    const listing = all(scope);
    const everything = productsOfCategory(catalogue(), '10100').map((e) => e.product);
    expect(listing.filters.map((f) => f.id).slice(0, 5)).toEqual(['price', 'sale', 'colour', 'size', 'brand']);
    expect(listing.filters.map((f) => f.id)).toEqual(expect.arrayContaining(['material', 'neckline']));
    const prices = everything.map((p) => p.price.min);
    expect(filter(listing, 'price')).toMatchObject({
      type: 'range',
      name: 'Preis',
      range: { min: Math.min(...prices), max: Math.max(...prices) },
    });
    expect(filter(listing, 'sale')).toMatchObject({
      type: 'toggle',
      name: 'Nur Sale-%-Artikel',
      values: [{ id: 'true', name: 'Nur Sale-%-Artikel', selected: false }],
    });
    const red = filter(listing, 'colour')!.values.find((v) => v.id === 'rot')!;
    expect(red).toMatchObject({ name: 'Rot', colorCode: '#b3261e', selected: false });
    expect(red.count).toBe(everything.filter((p) => p.colors.some((c) => c.label === 'rot')).length);
    const sizes = filter(listing, 'size')!.values.map((v) => v.name);
    expect(sizes).toEqual([...sizes].sort(compareSizes));
  });

  it('ORs values within a filter and ANDs filters, counting each filter without itself', () => {
    const red = all({ ...scope, filters: [{ id: 'colour', values: ['rot'] }] });
    const black = all({ ...scope, filters: [{ id: 'colour', values: ['schwarz'] }] });
    const either = all({ ...scope, filters: [{ id: 'colour', values: ['rot', 'schwarz'] }] });
    const both = red.products.filter((p) => black.products.some((b) => b.id === p.id)).length;
    expect(either.totalItemsCount).toBe(red.totalItemsCount + black.totalItemsCount - both);
    const colour = filter(either, 'colour')!;
    expect(
      colour.values
        .filter((v) => v.selected)
        .map((v) => v.id)
        .sort(),
    ).toEqual(['rot', 'schwarz']);
    expect(colour.values.find((v) => v.id === 'rot')!.count).toBe(red.totalItemsCount);

    const redOnSale = all({
      ...scope,
      filters: [
        { id: 'colour', values: ['rot'] },
        { id: 'sale', values: ['true'] },
      ],
    });
    expect(redOnSale.products.every((p) => p.price.old > 0 && p.colors.some((c) => c.label === 'rot'))).toBe(true);
    expect(filter(redOnSale, 'sale')!.values[0]).toMatchObject({
      selected: true,
      count: red.products.filter((p) => p.price.old > 0).length,
    });
    expect(redOnSale.activeFilters).toEqual([
      { id: 'colour', values: ['rot'] },
      { id: 'sale', values: ['true'] },
    ]);
  });

  it('filters by price range in cents, brand, size and material', () => {
    const cheap = all({ ...scope, filters: [{ id: 'price', values: ['2000-5000'] }] });
    expect(cheap.totalItemsCount).toBeGreaterThan(0);
    expect(cheap.products.every((p) => p.price.min >= 2000 && p.price.min <= 5000)).toBe(true);
    expect(filter(cheap, 'price')!.range).toEqual(filter(all(scope), 'price')!.range);
    const brand = all({ ...scope, filters: [{ id: 'brand', values: ['elbstrand'] }] });
    expect(brand.totalItemsCount).toBeGreaterThan(0);
    expect(brand.products.every((p) => p.brand?.name === 'Elbstrand')).toBe(true);
    const size = all({ ...scope, filters: [{ id: 'size', values: ['50'] }] });
    expect(size.products.every((p) => p.dimensions.some((d) => d.variants.some((v) => v.size.label === '50')))).toBe(true);
    const linen = all({ ...scope, filters: [{ id: 'material', values: ['leinen'] }] });
    expect(linen.totalItemsCount).toBeGreaterThan(0);
    expect(linen.products.every((p) => p.attributes.some((a) => a.key === 'material' && a.value.includes('Leinen')))).toBe(true);
  });

  it('ignores unknown filters and malformed prices, and keeps selected values that match nothing', () => {
    const listing = list({
      ...scope,
      filters: [
        { id: 'gibtsnicht', values: ['x'] },
        { id: 'price', values: ['billig'] },
        { id: 'sale', values: ['false'] },
      ],
    });
    expect(listing.activeFilters).toEqual([]);
    expect(listing.totalItemsCount).toBe(list(scope).totalItemsCount);
    const none = list({ ...scope, filters: [{ id: 'colour', values: ['karminrot'] }] });
    expect(none.totalItemsCount).toBe(0);
    expect(filter(none, 'colour')!.values.find((v) => v.id === 'karminrot')).toMatchObject({ selected: true, count: 0 });
  });
});
