import { describe, expect, it } from 'vitest';
import { CONTENT_ITEM_TYPES, itemModulePaths, itemTypesOf, loadedItemComponent, preloadItems } from './itemRegistry.ts';

describe('item registry', () => {
  it('finds the item types among a store’s records, once each', () => {
    const records = {
      'client:root': { __id: 'client:root', __typename: '__Root' },
      a: { __id: 'a', __typename: 'Richtext' },
      b: { __id: 'b', __typename: 'Coupon' },
      c: { __id: 'c', __typename: 'Richtext' },
      d: { __id: 'd', __typename: 'Page' },
      e: null,
    };
    expect(itemTypesOf(records)).toEqual(['Coupon', 'Richtext']);
    expect(itemTypesOf(undefined)).toEqual([]);
  });

  it('names the modules of the types a page contains, not the others', () => {
    expect(itemModulePaths(['Richtext', 'Text', 'Coupon', 'Unknown'])).toEqual(['src/features/content/items/CouponItem.tsx', 'src/features/content/items/TextItems.tsx']);
  });

  it('has a component for every registered type once its module has loaded', async () => {
    expect(CONTENT_ITEM_TYPES).toHaveLength(36);
    expect(loadedItemComponent('IFrame')).toBeUndefined();
    await preloadItems(CONTENT_ITEM_TYPES);
    for (const type of CONTENT_ITEM_TYPES) expect(loadedItemComponent(type), type).toBeTypeOf('function');
  }, 30_000);
});
