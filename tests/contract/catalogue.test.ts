import { describe, expect, it } from 'vitest';
import { KNOWN } from '../../mock-server/data/fixtures.ts';
import {
  ContractCategoryByIdQueryDocument,
  ContractCategoryByPathQueryDocument,
  ContractListingQueryDocument,
  ContractPopupProductQueryDocument,
  ContractPriceAndNameQueryDocument,
  ContractProductQueryDocument,
} from './__generated__/shop/graphql.ts';
import { post } from './support.ts';

describe('shop API: products', () => {
  it('productById returns the full product', async () => {
    const { status, body } = await post(ContractProductQueryDocument, { id: KNOWN.availableProduct });
    expect(status).toBe(200);
    const product = body.data!.productById!;
    expect(product).toMatchObject({ id: KNOWN.availableProduct, name: 'Trägerkleid »Langeoog« mit Blumendruck', outsold: false });
    expect(product.displayNumber).toMatch(/^\d{9}$/);
    expect(product.images).toHaveLength(2);
    expect(product.breadcrumb.map((b) => b.path)).toEqual(['/damen-mode', '/damen-mode/kleider', '/damen-mode/kleider/sommerkleider']);
    expect(product.dimensions[0]!.variants.every((v) => v.availability.state === 'available')).toBe(true);
    expect(product.attributes.map((a) => a.key)).toContain('material');
  });

  it('productById reports a sale through price.old and the sale reduction', async () => {
    const product = (await post(ContractProductQueryDocument, { id: KNOWN.saleProduct })).body.data!.productById!;
    expect(product.price.old).toBeGreaterThan(product.price.min);
    const variant = product.dimensions[0]!.variants[0]!;
    const sale = variant.price.reductions.find((r) => r.category === 'sale')!;
    expect(variant.price.withTax + sale.withTax).toBeGreaterThan(variant.price.withTax);
  });

  it('productById marks outsold products and sold-out sizes', async () => {
    const outsold = (await post(ContractProductQueryDocument, { id: KNOWN.outsoldProduct })).body.data!.productById!;
    expect(outsold.outsold).toBe(true);
    expect(outsold.availability.state).toBe('notAvailable');
    const product = (await post(ContractProductQueryDocument, { id: KNOWN.soldOutSizeProduct })).body.data!.productById!;
    const soldOut = product.dimensions.flatMap((d) => d.variants).find((v) => v.id === KNOWN.soldOutVariant)!;
    expect(soldOut.availability).toMatchObject({ state: 'notAvailable', quantity: 0 });
  });

  it('returns null for unknown products', async () => {
    const { status, body } = await post(ContractProductQueryDocument, { id: 'P999999' });
    expect(status).toBe(200);
    expect(body).toEqual({ data: { productById: null } });
  });

  it('popupProductById and productPriceAndNameById', async () => {
    const popup = (await post(ContractPopupProductQueryDocument, { id: KNOWN.saleProduct })).body.data!.popupProductById!;
    expect(popup.id).toBe(KNOWN.saleProduct);
    expect(popup.images.length).toBeGreaterThanOrEqual(2);
    const price = (await post(ContractPriceAndNameQueryDocument, { id: KNOWN.saleProduct })).body.data!.productPriceAndNameById!;
    expect(price).toMatchObject({ name: 'Sommerkleid aus Leinenmix', price: { currency: 'EUR', min: 4000, old: 7999, saving: 50 } });
    expect((await post(ContractPopupProductQueryDocument, { id: 'nope' })).body.data!.popupProductById).toBeNull();
  });
});

describe('shop API: categories and listings', () => {
  it('categoryById and categoryByPath, including link aliases', async () => {
    const byId = (await post(ContractCategoryByIdQueryDocument, { id: KNOWN.category.id })).body.data!.categoryById;
    expect(byId).toEqual({ id: KNOWN.category.id, name: 'Sommerkleider', path: KNOWN.category.path });
    expect((await post(ContractCategoryByIdQueryDocument, { id: '99999' })).body.data!.categoryById).toBeNull();

    const women = (await post(ContractCategoryByPathQueryDocument, { path: '/damen-bekleidung' })).body.data!.categoryByPath!;
    expect(women).toMatchObject({ name: 'Damen-Mode', path: '/damen-mode', parentId: null });
    expect(women.children.map((c) => c.name)).toContain('Kleider');
    expect(women.children[0]!.children.length).toBeGreaterThan(0);
    const men = (await post(ContractCategoryByPathQueryDocument, { path: '/herren-bekleidung' })).body.data!.categoryByPath!;
    expect(men.path).toBe('/herren-mode');
    const leaf = (await post(ContractCategoryByPathQueryDocument, { path: '/wohnen/schlafen/matratzen' })).body.data!.categoryByPath!;
    expect(leaf).toMatchObject({ name: 'Matratzen', children: [] });
    expect((await post(ContractCategoryByPathQueryDocument, { path: '/gibt-es-nicht' })).body.data!.categoryByPath).toBeNull();
  });

  it('productListing of a department includes its sub-categories, paged', async () => {
    const listing = (await post(ContractListingQueryDocument, { categoryId: '50000', page: 2, pageSize: 12, sort: 'priceAsc' })).body.data!
      .productListing;
    expect(listing).toMatchObject({ page: 2, pageSize: 12 });
    expect(listing.totalItemsCount).toBeGreaterThan(100);
    expect(listing.pageCount).toBe(Math.ceil(listing.totalItemsCount / 12));
    expect(listing.products).toHaveLength(12);
    expect(new Set(listing.products.map((p) => p.categoryIds[1])).size).toBeGreaterThanOrEqual(1);
    expect(listing.products.every((p) => p.categoryIds[0] === '50000')).toBe(true);
    const prices = listing.products.map((p) => p.price.min);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const again = (await post(ContractListingQueryDocument, { categoryId: '50000', page: 2, pageSize: 12, sort: 'priceAsc' })).body.data!;
    expect(again.productListing.id).toBe(listing.id);
  });

  it('productListing searches by term', async () => {
    const listing = (await post(ContractListingQueryDocument, { term: 'matratze' })).body.data!.productListing;
    expect(listing.totalItemsCount).toBeGreaterThan(0);
    expect(listing.products.every((p) => /matratze/i.test(p.name))).toBe(true);
    const none = (await post(ContractListingQueryDocument, { term: 'xyzzy' })).body.data!.productListing;
    expect(none).toMatchObject({ totalItemsCount: 0, pageCount: 0, products: [] });
  });
});
