import { describe, expect, it } from 'vitest';
import { CONTENT_ITEM_TYPES, itemModulePaths, itemTypesOf, leadItemTypes, loadedItemComponent, preloadItems } from './itemRegistry.ts';

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
    expect(itemModulePaths(['Richtext', 'Text', 'Coupon', 'Unknown'])).toEqual([
      'src/features/content/items/CouponItem.tsx',
      'src/features/content/items/HeadingItem.tsx',
      'src/features/content/items/TextItems.tsx',
    ]);
    // A heading alone needs neither the rich-text renderer nor the other text items.
    expect(itemModulePaths(['Text'])).toEqual(['src/features/content/items/HeadingItem.tsx']);
  });

  it('has a component for every registered type once its module has loaded', async () => {
    expect(CONTENT_ITEM_TYPES).toHaveLength(36);
    expect(loadedItemComponent('IFrame')).toBeUndefined();
    await preloadItems(CONTENT_ITEM_TYPES);
    for (const type of CONTENT_ITEM_TYPES) expect(loadedItemComponent(type), type).toBeTypeOf('function');
  }, 30_000);
});

describe('lead item types', () => {
  const records = {
    'client:root': { __id: 'client:root', __typename: '__Root' },
    page: { __id: 'page', __typename: 'Page', 'contentCollection(limit:50)': { __ref: 'page:items' } },
    'page:items': { __id: 'page:items', __typename: 'PageContentCollection', items: { __refs: ['banner', 'layout', 'seo'] } },
    banner: { __id: 'banner', __typename: 'Banner', link: { __ref: 'link' }, hint: { __ref: 'hint' } },
    hint: { __id: 'hint', __typename: 'LegalHint' },
    link: { __id: 'link', __typename: 'InternalLink' },
    layout: { __id: 'layout', __typename: 'Layout', columnsCollection: { __ref: 'layout:columns' } },
    'layout:columns': { __id: 'layout:columns', items: { __refs: ['column'] } },
    column: { __id: 'column', __typename: 'LayoutColumn', content: { __ref: 'tile' } },
    tile: { __id: 'tile', __typename: 'CategoryTile', parent: { __ref: 'layout' } },
    seo: { __id: 'seo', __typename: 'SeoAdvice' },
  };

  it('are the types of the first items and of what they hold', () => {
    // The banner's link and asterisk are parts of the banner, not items of their own.
    expect(leadItemTypes(records, 2)).toEqual(['Banner', 'CategoryTile']);
    // The layout is the first item with images: the lead ends there.
    expect(leadItemTypes(records, 3)).not.toContain('SeoAdvice');
    expect(leadItemTypes(records, 1)).toEqual(['Banner']);
    expect(leadItemTypes(records, 0)).toEqual([]);
    expect(leadItemTypes(undefined, 2)).toEqual([]);
  });
});

describe('lead items without images', () => {
  it('are the first `count` items', () => {
    const records = {
      page: { __id: 'page', __typename: 'Page', contentCollection: { __ref: 'c' } },
      c: { __id: 'c', items: { __refs: ['a', 'b', 'd'] } },
      a: { __id: 'a', __typename: 'Richtext' },
      b: { __id: 'b', __typename: 'TableOfContents' },
      d: { __id: 'd', __typename: 'Accordion' },
    };
    expect(leadItemTypes(records, 2)).toEqual(['Richtext', 'TableOfContents']);
  });
});
