import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMenuLevels, type MenuItem } from './useMenuLevels.ts';

const tree: MenuItem[] = [
  {
    id: 'damen',
    name: 'Damen',
    path: '/damen-mode',
    children: [
      {
        id: 'kleider',
        name: 'Kleider',
        path: '/damen-mode/kleider',
        children: [{ id: 'sommer', name: 'Sommerkleider', path: '/damen-mode/kleider/sommer' }],
      },
    ],
  },
  { id: 'wohnen', name: 'Wohnen', path: '/wohnen' },
];

describe('useMenuLevels', () => {
  it('opens at the level that lists the current category', () => {
    const { result } = renderHook(() => useMenuLevels(tree, ['damen', 'kleider', 'sommer']));
    expect(result.current.parent?.id).toBe('kleider');
    expect(result.current.depth).toBe(2);
  });

  it('drills down and back, then focuses the new level heading', () => {
    const heading = document.body.appendChild(Object.assign(document.createElement('h2'), { tabIndex: -1 }));
    const { result } = renderHook(() => useMenuLevels(tree, []));
    result.current.heading.current = heading;
    expect(result.current.items.map((item) => item.id)).toEqual(['damen', 'wohnen']);
    expect(document.activeElement).not.toBe(heading);

    act(() => result.current.down('damen'));
    expect(result.current.parent?.id).toBe('damen');
    expect(result.current.items.map((item) => item.id)).toEqual(['kleider']);
    expect(document.activeElement).toBe(heading);

    act(() => result.current.up());
    expect(result.current.parent).toBeNull();
    expect(result.current.depth).toBe(0);
  });

  it('falls back to the top level when the opened level is no longer in the tree', () => {
    const { result, rerender } = renderHook(({ categories }) => useMenuLevels(categories, ['damen', 'kleider']), {
      initialProps: { categories: tree },
    });
    rerender({ categories: tree.slice(1) });
    expect(result.current.parent).toBeNull();
    expect(result.current.items.map((item) => item.id)).toEqual(['wohnen']);
  });
});
