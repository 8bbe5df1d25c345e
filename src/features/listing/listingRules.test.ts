import { describe, expect, it } from 'vitest';
import { classifyList, pageLinks, storeSort, storedSort, tilePosition, PAGE_SIZE, SORT_STORAGE_KEY } from './listingRules.ts';

describe('tile positions', () => {
  it('are numbered (page − 1) × pageSize + index, from 1', () => {
    expect(tilePosition(1, PAGE_SIZE, 0)).toBe(1);
    expect(tilePosition(1, PAGE_SIZE, 59)).toBe(60);
    expect(tilePosition(2, PAGE_SIZE, 0)).toBe(61);
    expect(tilePosition(3, 24, 5)).toBe(54);
  });
});

describe('page links', () => {
  it('show first, last and the neighbours of the current page with gaps', () => {
    expect(pageLinks(1, 1)).toEqual([]);
    expect(pageLinks(1, 3)).toEqual([1, 2, 3]);
    expect(pageLinks(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(pageLinks(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageLinks(10, 10)).toEqual([1, 'gap', 9, 10]);
  });

  it('never hide a single page behind a gap', () => {
    expect(pageLinks(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(pageLinks(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('list classification', () => {
  it('classifies search results by their origin', () => {
    expect(classifyList('search', { searchOrigin: 'directSearch' })).toEqual({ listType: 'srp', origin: 'directSearch' });
    expect(classifyList('search', { searchOrigin: 'srp/suggestion' })).toEqual({ listType: 'srp', origin: 'srp/suggestion' });
    expect(classifyList('search', {})).toEqual({ listType: 'srp', origin: 'srp' });
    expect(classifyList('search', { searchOrigin: 'pdp/suggestion' })).toEqual({ listType: 'srp', origin: 'srp' });
  });

  it('classifies category listings, reached from a suggestion or not', () => {
    expect(classifyList('category', { searchOrigin: 'plp/suggestion' })).toEqual({ listType: 'plp', origin: 'plp/suggestion' });
    expect(classifyList('category', {})).toEqual({ listType: 'plp', origin: 'plp' });
    expect(classifyList('category', { searchOrigin: 'directSearch' })).toEqual({ listType: 'plp', origin: 'plp' });
  });

  it('a picked suggestion without a searchOrigin is still a suggestion', () => {
    expect(classifyList('category', { suggestionType: 'category', searchTerm: 'kleid' })).toEqual({
      listType: 'plp',
      origin: 'plp/suggestion',
    });
    expect(classifyList('search', { suggestionType: 'brand' })).toEqual({ listType: 'srp', origin: 'srp/suggestion' });
  });

  it('a listing reached from a recommendation or the quick-buy popup says so, before any search origin', () => {
    expect(classifyList('category', { reco: '1', searchOrigin: 'plp/suggestion' })).toEqual({ listType: 'plp', origin: 'recommendation' });
    expect(classifyList('search', { referrer: 'popupProduct' })).toEqual({ listType: 'srp', origin: 'popupProduct' });
    // Another referrer is no origin.
    expect(classifyList('category', { referrer: 'newsletter' })).toEqual({ listType: 'plp', origin: 'plp' });
  });

  it('a category listing of the category-matching page type is plp/categoryMatching', () => {
    expect(classifyList('category', {}, { categoryMatching: true })).toEqual({ listType: 'plp', origin: 'plp/categoryMatching' });
    expect(classifyList('category', { searchOrigin: 'plp/suggestion' }, { categoryMatching: true })).toEqual({
      listType: 'plp',
      origin: 'plp/suggestion',
    });
    expect(classifyList('category', {}, { categoryMatching: false })).toEqual({ listType: 'plp', origin: 'plp' });
    expect(classifyList('search', {}, { categoryMatching: true })).toEqual({ listType: 'srp', origin: 'srp' });
  });
});

describe('remembered sort', () => {
  const memory = () => {
    const map = new Map<string, string>();
    return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
  };

  it('stores and reads a known sort only', () => {
    const storage = memory();
    expect(storedSort(storage)).toBeNull();
    storeSort(storage, 'priceDesc');
    expect(storage.map.get(SORT_STORAGE_KEY)).toBe('priceDesc');
    expect(storedSort(storage)).toBe('priceDesc');
    storage.map.set(SORT_STORAGE_KEY, 'cheapest');
    expect(storedSort(storage)).toBeNull();
  });

  it('survives blocked storage', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(storedSort(blocked)).toBeNull();
    expect(() => storeSort(blocked, 'dateDesc')).not.toThrow();
  });
});
