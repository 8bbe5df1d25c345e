import { describe, expect, it } from 'vitest';
import { buildCategoryTree, normaliseCategoryPath } from './categories.ts';

describe('category tree', () => {
  const tree = buildCategoryTree();

  it('has three levels with paths built from the slugs', () => {
    expect(tree.roots.map((c) => c.name)).toEqual(['Damen-Mode', 'Herren-Mode', 'Wäsche & Bademode', 'Schuhe', 'Wohnen', 'Schmuck & Uhren']);
    const dresses = tree.byPath.get('/damen-mode/kleider/sommerkleider');
    expect(dresses).toMatchObject({ id: '10101', parentId: '10100', children: [] });
    expect(tree.byId.get('10100')?.children.map((c) => c.id)).toContain('10101');
  });

  it('resolves link aliases, trailing slashes and case', () => {
    expect(normaliseCategoryPath('/damen-bekleidung')).toBe('/damen-mode');
    expect(normaliseCategoryPath('/Herren-Bekleidung/')).toBe('/herren-mode');
    expect(normaliseCategoryPath('/damen-bekleidung/kleider')).toBe('/damen-mode/kleider');
    expect(normaliseCategoryPath('wohnen/schlafen/matratzen')).toBe('/wohnen/schlafen/matratzen');
    expect(tree.byPath.has(normaliseCategoryPath('/wohnen/schlafen/matratzen'))).toBe(true);
  });
});
