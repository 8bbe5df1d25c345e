import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { nextTabIndex, useCategoryTabs } from './useCategoryTabs.ts';

describe('nextTabIndex', () => {
  it('moves with the arrows, wraps at both ends and jumps with Home and End', () => {
    expect(nextTabIndex('ArrowRight', 0, 3)).toBe(1);
    expect(nextTabIndex('ArrowRight', 2, 3)).toBe(0);
    expect(nextTabIndex('ArrowLeft', 0, 3)).toBe(2);
    expect(nextTabIndex('Home', 2, 3)).toBe(0);
    expect(nextTabIndex('End', 0, 3)).toBe(2);
    expect(nextTabIndex('Enter', 0, 3)).toBeUndefined();
  });
});

describe('useCategoryTabs', () => {
  const ids = ['damen', 'herren', 'wohnen'];

  it("keeps a chosen tab until the page changes, then selects the page's category again", () => {
    const { result, rerender } = renderHook(({ path }) => useCategoryTabs(ids, 'damen', path), { initialProps: { path: '/damen-mode' } });
    expect(result.current.selectedId).toBe('damen');
    act(() => result.current.select('wohnen'));
    expect(result.current.selectedId).toBe('wohnen');
    rerender({ path: '/herren-mode' });
    expect(result.current.selectedId).toBe('damen');
  });
});
