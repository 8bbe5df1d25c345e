import { describe, expect, it } from 'vitest';
import { KNOWN } from '../../mock-server/data/fixtures.ts';
import {
  ContractCategoryByIdQueryDocument,
  ContractCategoryByPathQueryDocument,
  ContractCategoryProductsQueryDocument,
  ContractNavigationQueryDocument,
  ContractProductByCategoryQueryDocument,
} from './__generated__/shop/graphql.ts';
import { post } from './support.ts';

describe('shop API: categories', () => {
  it('categoryById and categoryByPath, including link aliases', async () => {
    const byId = (await post(ContractCategoryByIdQueryDocument, { id: KNOWN.category.id })).body.data!.categoryById;
    expect(byId).toEqual({ id: KNOWN.category.id, name: 'Sommerkleider', path: KNOWN.category.path });
    expect((await post(ContractCategoryByIdQueryDocument, { id: '99999' })).body.data!.categoryById).toBeNull();

    const women = (await post(ContractCategoryByPathQueryDocument, { path: '/damen-bekleidung' })).body.data!.categoryByPath!;
    expect(women).toMatchObject({ name: 'Damen-Mode', path: '/damen-mode', parentId: null, level: 1, icon: 'damen' });
    expect(women.children.map((c) => c.name)).toContain('Kleider');
    expect(women.children[0]!.children.length).toBeGreaterThan(0);
    const men = (await post(ContractCategoryByPathQueryDocument, { path: '/herren-bekleidung' })).body.data!.categoryByPath!;
    expect(men.path).toBe('/herren-mode');
    const leaf = (await post(ContractCategoryByPathQueryDocument, { path: '/wohnen/schlafen/matratzen' })).body.data!.categoryByPath!;
    expect(leaf).toMatchObject({ name: 'Matratzen', children: [], level: 3 });
    expect((await post(ContractCategoryByPathQueryDocument, { path: '/gibt-es-nicht' })).body.data!.categoryByPath).toBeNull();
  });

  it('navigation has level-1 tabs with levels 2 and 3, content titles, icons and highlights', async () => {
    const { categories, id } = (await post(ContractNavigationQueryDocument, {})).body.data!.navigation;
    expect(id).toBe('navigation');
    expect(categories.map((c) => c.name)).toEqual([
      'Damen-Mode',
      'Herren-Mode',
      'Wäsche & Bademode',
      'Schuhe',
      'Wohnen',
      'Schmuck & Uhren',
    ]);
    const levelTwo = categories.flatMap((c) => c.children);
    const levelThree = levelTwo.flatMap((c) => c.children);
    expect(categories.every((c) => c.level === 1 && c.icon)).toBe(true);
    expect(levelTwo.every((c) => c.level === 2 && c.children.length > 0)).toBe(true);
    expect(levelThree.every((c) => c.level === 3)).toBe(true);
    expect(levelThree.length).toBeGreaterThanOrEqual(70);
    expect(levelTwo.filter((c) => c.isContentTitle).map((c) => c.name)).toEqual(['Business & Anlass', 'Freizeit & Sport', 'Wohnideen']);
    expect(levelThree.filter((c) => c.isHighlighted).length).toBeGreaterThanOrEqual(2);
    expect(levelThree.some((c) => c.icon)).toBe(true);
    for (const child of levelThree) expect(child.path.startsWith(levelTwo.find((c) => c.id === child.parentId)!.path)).toBe(true);
  });

  it('productByCategory hands its sort and image type down to the first product', async () => {
    const { body } = await post(ContractProductByCategoryQueryDocument, {
      id: '10100',
      sort: 'priceAsc',
      imageType: 'model',
      exactImageType: true,
    });
    const category = body.data!.productByCategory.category!;
    expect(category).toMatchObject({ id: '10100', path: '/damen-mode/kleider', name: 'Kleider' });
    expect(category.products).toHaveLength(1);
    const cheapest = (await post(ContractCategoryProductsQueryDocument, { id: '10100', limit: 200, sort: 'priceAsc' })).body.data!
      .categoryById!.products;
    expect(category.products[0]!.id).toBe(cheapest[0]!.id);
    expect(category.products[0]!.images[0]!.type).toBe('model');
    expect((await post(ContractProductByCategoryQueryDocument, { id: 'nope' })).body.data!.productByCategory.category).toBeNull();
  });

  it('Category.products lists the category with its descendants, limited and sorted', async () => {
    const products = (await post(ContractCategoryProductsQueryDocument, { id: '10000', limit: 30, sort: 'priceDesc' })).body.data!
      .categoryById!.products;
    expect(products).toHaveLength(30);
    expect(products.every((p) => p.categoryIds[0] === '10000')).toBe(true);
    const prices = products.map((p) => p.price.min);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect((await post(ContractCategoryProductsQueryDocument, { id: '10101' })).body.data!.categoryById!.products).toHaveLength(1);
  });
});
