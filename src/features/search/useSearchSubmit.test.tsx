import { act, renderHook } from '@testing-library/react';
import { navigate } from 'vike/client/router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSearchOperations } from './loadOperations.ts';
import { searchTestEnvironment } from './testProviders.tsx';
import { LOG_LOOKUP_FAILED } from './runSearch.ts';
import { useSearchSubmit } from './useSearchSubmit.ts';

vi.mock('vike/client/router', () => ({ navigate: vi.fn(() => Promise.resolve()) }));

afterEach(() => {
  vi.mocked(navigate).mockClear();
  vi.restoreAllMocks();
});

// In the shop the field's focus loads the operations; here they are loaded before the tests.
beforeAll(() => loadSearchOperations());

describe('useSearchSubmit', () => {
  it('ignores an empty term', () => {
    const { calls, wrapper } = searchTestEnvironment({});
    const { result } = renderHook(() => useSearchSubmit(), { wrapper });
    expect(result.current.submit('   ', null)).toBe(false);
    expect(calls).toEqual([]);
  });

  it('ignores a second search while the first one runs, and is busy meanwhile', async () => {
    let answer: (data: unknown) => void = () => {};
    const { calls, wrapper } = searchTestEnvironment({ SearchFieldLookupQuery: () => new Promise((resolve) => (answer = resolve)) });
    const { result } = renderHook(() => useSearchSubmit(), { wrapper });
    act(() => {
      expect(result.current.submit('kleid', null)).toBe(true);
      expect(result.current.submit('hose', null)).toBe(false);
    });
    expect(result.current.busy).toBe(true);
    await act(async () => answer({ searchField: { productId: '4711', category: null, term: null, redirect: null } }));
    expect(calls).toHaveLength(1);
    expect(navigate).toHaveBeenCalledWith('/p/4711?searchOrigin=directSearch&searchTerm=kleid');
    expect(result.current.busy).toBe(false);
  });

  it('goes to the search results for the term when the lookup fails', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const { wrapper } = searchTestEnvironment({ SearchFieldLookupQuery: () => Promise.reject(new Error('INTERNAL_SERVER_ERROR')) });
    const { result } = renderHook(() => useSearchSubmit(), { wrapper });
    await act(async () => {
      result.current.submit(' kleid ', null);
    });
    expect(info).toHaveBeenCalledWith(LOG_LOOKUP_FAILED);
    expect(navigate).toHaveBeenCalledWith('/search?q=kleid');
  });
});
