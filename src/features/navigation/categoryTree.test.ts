import { describe, expect, it } from 'vitest';
import { activeTrail, ariaCurrent, levelItems, normalisePath, openLevels, popoverColumns } from './categoryTree.ts';

const leaf = (id: string, path: string) => ({ id, name: id, path });
const group = (id: string, path: string, children: ReturnType<typeof leaf>[], isContentTitle = false) => ({
  id,
  name: id,
  path,
  isContentTitle,
  children,
});

const tree = [
  {
    id: 'damen',
    path: '/damen-mode',
    children: [
      group('kleider', '/damen-mode/kleider', [
        leaf('sommer', '/damen-mode/kleider/sommerkleider'),
        leaf('abend', '/damen-mode/kleider/abendkleider'),
      ]),
      group('kleider-xl', '/damen-mode/kleider-xl', []),
    ],
  },
  { id: 'herren', path: '/herren-mode', children: [] },
];

describe('activeTrail', () => {
  it('follows the path down to level 3', () => {
    expect(activeTrail(tree, '/damen-mode/kleider/sommerkleider')).toEqual(['damen', 'kleider', 'sommer']);
  });

  it('stops at the deepest category the path names, also below it (filters, products)', () => {
    expect(activeTrail(tree, '/damen-mode/kleider')).toEqual(['damen', 'kleider']);
    expect(activeTrail(tree, '/damen-mode/kleider/unbekannt')).toEqual(['damen', 'kleider']);
    expect(activeTrail(tree, '/herren-mode/')).toEqual(['herren']);
  });

  it('matches whole segments only', () => {
    expect(activeTrail(tree, '/damen-mode/kleider-xl')).toEqual(['damen', 'kleider-xl']);
    expect(activeTrail(tree, '/damen-moden')).toEqual([]);
  });

  it('ignores query, hash, trailing slash and case', () => {
    expect(activeTrail(tree, '/Damen-Mode/Kleider/?sort=price#top')).toEqual(['damen', 'kleider']);
  });

  it('is empty for pages outside the tree (the desktop tabs then select the first)', () => {
    expect(activeTrail(tree, '/')).toEqual([]);
    expect(activeTrail(tree, '/search')).toEqual([]);
  });
});

describe('normalisePath', () => {
  it('keeps the root', () => {
    expect(normalisePath('/')).toBe('/');
    expect(normalisePath('/a/b/')).toBe('/a/b');
  });
});

describe('popoverColumns', () => {
  const items = (prefix: string, count: number) =>
    Array.from({ length: count }, (_, i) => leaf(`${prefix}${i + 1}`, `/x/${prefix}${i + 1}`));

  it('heads the first column "Kategorien" and lets content-title groups fill the rest', () => {
    const opened = group('kleider', '/d/kleider', items('k', 4));
    const business = group('business', '/d/business', items('b', 2), true);
    const columns = popoverColumns(opened, [opened, group('roecke', '/d/roecke', items('r', 2)), business]);
    expect(columns.map((c) => [c.heading, c.headingPath, c.items.length])).toEqual([
      ['Kategorien', null, 4],
      ['business', '/d/business', 2],
    ]);
  });

  it('puts at most 10 items in a column and continues the children in the next, unheaded', () => {
    const opened = group('gross', '/d/gross', items('g', 23));
    const columns = popoverColumns(opened, [opened, group('ct', '/d/ct', items('c', 3), true)]);
    expect(columns.map((c) => [c.heading, c.items.length])).toEqual([
      ['Kategorien', 10],
      [null, 10],
      [null, 3],
    ]);
  });

  it('never shows more than 3 columns, and a group only once', () => {
    const groups = ['a', 'b', 'c'].map((id) => group(id, `/d/${id}`, items(id, 12), true));
    const opened = groups[0]!;
    const columns = popoverColumns(opened, groups);
    expect(columns.map((c) => [c.heading, c.items.length])).toEqual([
      ['Kategorien', 10],
      [null, 2],
      ['b', 10],
    ]);
  });

  it('leaves out empty groups', () => {
    const opened = group('o', '/o', items('o', 1));
    expect(popoverColumns(opened, [group('leer', '/leer', [], true)])).toHaveLength(1);
  });
});

describe('off-canvas levels', () => {
  it('opens the levels above the current category', () => {
    expect(openLevels([])).toEqual([]);
    expect(openLevels(['damen'])).toEqual([]);
    expect(openLevels(['damen', 'kleider'])).toEqual(['damen']);
    expect(openLevels(['damen', 'kleider', 'sommer'])).toEqual(['damen', 'kleider']);
  });

  it('lists the children of the deepest open level', () => {
    expect(levelItems(tree, [])?.items.map((c) => c.id)).toEqual(['damen', 'herren']);
    expect(levelItems(tree, ['damen', 'kleider'])).toMatchObject({ parent: { id: 'kleider' } });
    expect(levelItems(tree, ['damen', 'kleider'])?.items.map((c) => c.id)).toEqual(['sommer', 'abend']);
    expect(levelItems(tree, ['weg'])).toBeNull();
  });
});

describe('ariaCurrent', () => {
  it('marks the shown category as the page and the ones above it as current', () => {
    expect(ariaCurrent(true, '/damen-mode/kleider', '/damen-mode/kleider')).toBe('page');
    expect(ariaCurrent(true, '/damen-mode', '/damen-mode/kleider')).toBe('true');
    expect(ariaCurrent(false, '/herren-mode', '/damen-mode/kleider')).toBeUndefined();
  });
});
