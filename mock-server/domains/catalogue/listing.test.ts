import { describe, expect, it } from 'vitest';
import { catalogue } from '../../data/catalogue.ts';
import { productListing } from './listing.ts';

const list = (input: Partial<Parameters<typeof productListing>[1]>) => productListing(catalogue(), { locale: 'de-DE', ...input });

describe('product listing', () => {
  it('includes the products of descendant categories', () => {
    const department = list({ categoryId: '10000', pageSize: 100 });
    const leaf = list({ categoryId: '10101', pageSize: 100 });
    expect(leaf.totalItemsCount).toBeGreaterThan(0);
    expect(department.totalItemsCount).toBeGreaterThan(leaf.totalItemsCount);
    expect(department.products.every((p) => p.categoryIds[0] === '10000')).toBe(true);
    expect(list({ categoryId: 'unknown' }).totalItemsCount).toBe(0);
  });

  it('searches name, brand and category case-insensitively, every word', () => {
    const result = list({ term: 'SOMMERKLEID', pageSize: 100 });
    expect(result.totalItemsCount).toBeGreaterThan(0);
    expect(result.products.every((p) => /sommerkleid/i.test(`${p.name} ${p.masterCategory}`))).toBe(true);
    const brand = list({ term: 'elbstrand kleid', pageSize: 100 });
    expect(brand.products.every((p) => p.brand?.name === 'Elbstrand')).toBe(true);
    expect(list({ term: 'gibtesnicht' }).totalItemsCount).toBe(0);
  });

  it('finds a product by its display number', () => {
    const first = catalogue().products[0]!.product;
    expect(list({ term: first.displayNumber }).products.map((p) => p.id)).toEqual([first.id]);
  });

  it('sorts by price, date and sales', () => {
    const asc = list({ sort: 'priceAsc', pageSize: 100 }).products.map((p) => p.price.min);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = list({ sort: 'priceDesc', pageSize: 100 }).products.map((p) => p.price.min);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const byId = new Map(catalogue().products.map((e) => [e.product.id, e]));
    const dates = list({ sort: 'dateDesc', pageSize: 50 }).products.map((p) => byId.get(p.id)!.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const sales = list({ sort: 'topSeller', pageSize: 50 }).products.map((p) => byId.get(p.id)!.sales);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
  });

  it('pages with a stable id per request', () => {
    const page1 = list({ categoryId: '10000', page: 1, pageSize: 10 });
    const page2 = list({ categoryId: '10000', page: 2, pageSize: 10 });
    expect(page1.pageCount).toBe(Math.ceil(page1.totalItemsCount / 10));
    expect(page1.products).toHaveLength(10);
    expect(page2.products[0]!.id).not.toBe(page1.products[0]!.id);
    expect(page1.id).toBe(list({ categoryId: '10000', page: 1, pageSize: 10 }).id);
    expect(page1.id).not.toBe(page2.id);
  });
});
