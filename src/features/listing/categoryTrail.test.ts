import { describe, expect, it } from 'vitest';
import { trailTo } from './categoryTrail.ts';

const tree = [
  {
    id: '1',
    name: 'Damenmode',
    path: '/damen-mode',
    children: [
      {
        id: '11',
        name: 'Kleider',
        path: '/damen-mode/kleider',
        children: [{ id: '111', name: 'Sommerkleider', path: '/damen-mode/kleider/sommerkleider' }],
      },
    ],
  },
  { id: '2', name: 'Wohnen', path: '/wohnen', children: [] },
];

describe('trailTo', () => {
  it('lists the categories above, outermost first', () => {
    expect(trailTo(tree, '111')).toEqual([
      { name: 'Damenmode', path: '/damen-mode' },
      { name: 'Kleider', path: '/damen-mode/kleider' },
    ]);
    expect(trailTo(tree, '11')).toEqual([{ name: 'Damenmode', path: '/damen-mode' }]);
  });

  it('is empty for a level-1 category and for one outside the tree', () => {
    expect(trailTo(tree, '2')).toEqual([]);
    expect(trailTo(tree, '999')).toEqual([]);
  });
});
