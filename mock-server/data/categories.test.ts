import { describe, expect, it } from 'vitest';
import { buildCategoryTree, normaliseCategoryPath } from './categories.ts';

describe('category tree', () => {
  const tree = buildCategoryTree();

  it('has three levels with paths built from the slugs', () => {
    expect(tree.roots.map((c) => c.name)).toEqual([
      'Damen-Mode',
      'Herren-Mode',
      'Wäsche & Bademode',
      'Schuhe',
      'Wohnen',
      'Schmuck & Uhren',
    ]);
    const dresses = tree.byPath.get('/damen-mode/kleider/sommerkleider');
    expect(dresses).toMatchObject({ id: '10101', parentId: '10100', children: [], level: 3 });
    expect(tree.byId.get('10100')).toMatchObject({ level: 2, isContentTitle: false });
    expect(tree.byId.get('10000')).toMatchObject({ level: 1, icon: 'damen', title: 'Damenmode online kaufen' });
    expect(tree.byId.get('10100')?.children.map((c) => c.id)).toContain('10101');
    expect(tree.leaves.length).toBeGreaterThanOrEqual(70);
  });

  it('has content-title groups, highlights and icons on a few entries', () => {
    const titles = [...tree.byId.values()].filter((c) => c.isContentTitle);
    expect(titles.map((c) => c.name)).toEqual(['Business & Anlass', 'Freizeit & Sport', 'Wohnideen']);
    for (const title of titles) expect(title.level).toBe(2);
    expect([...tree.byId.values()].filter((c) => c.isHighlighted).length).toBeGreaterThanOrEqual(2);
    expect(tree.byPath.get('/wohnen/schlafen/matratzen')?.icon).toBe('matratze');
  });

  it('resolves link aliases, trailing slashes and case', () => {
    expect(normaliseCategoryPath('/damen-bekleidung')).toBe('/damen-mode');
    expect(normaliseCategoryPath('/Herren-Bekleidung/')).toBe('/herren-mode');
    expect(normaliseCategoryPath('/damen-bekleidung/kleider')).toBe('/damen-mode/kleider');
    expect(normaliseCategoryPath('wohnen/schlafen/matratzen')).toBe('/wohnen/schlafen/matratzen');
    expect(tree.byPath.has(normaliseCategoryPath('/wohnen/schlafen/matratzen'))).toBe(true);
  });
});
