import { describe, expect, it } from 'vitest';
import {
  canonicalUrl,
  effectiveSort,
  euroToCents,
  listingHref,
  listingSearch,
  parseListingSearch,
  parsePriceValue,
  priceValue,
  removeFilterValue,
  resetFilters,
  setFilter,
  setPage,
  setSort,
  toggleValue,
  type ListingState,
} from './listingUrl.ts';

const empty: ListingState = { filters: [], sort: null, page: 1, pin: [], keep: [] };
const parse = (search: string) => parseListingSearch(search);

describe('listing URL state', () => {
  it('reads filters, sort, page and pins and writes them back the same way', () => {
    const search = '?colour=rot,schwarz&price=2000-9000&sale=true&sort=priceAsc&page=3&pin=P1,P2';
    const { state, canonical } = parse(search);
    expect(canonical).toBe(true);
    expect(state).toEqual({
      filters: [
        { id: 'colour', values: ['rot', 'schwarz'] },
        { id: 'price', values: ['2000-9000'] },
        { id: 'sale', values: ['true'] },
      ],
      sort: 'priceAsc',
      page: 3,
      pin: ['P1', 'P2'],
      keep: [],
    });
    expect(listingSearch(state)).toBe(search);
  });

  it('round-trips any state it writes', () => {
    const states: ListingState[] = [
      empty,
      { ...empty, filters: [{ id: 'brand', values: ['haus-am-meer'] }], keep: [['q', 'rote kleider']] },
      {
        filters: [{ id: 'size', values: ['38', '40'] }],
        sort: 'dateDesc',
        page: 2,
        pin: ['P9'],
        keep: [['searchOrigin', 'plp/suggestion']],
      },
    ];
    for (const state of states) {
      const written = listingSearch(state);
      expect(parse(written)).toEqual({ state, canonical: true });
    }
  });

  it('keeps the search and its origin, and leaves tracking parameters out of the filters', () => {
    const { state, canonical } = parse('?q=rote+kleider&colour=rot&searchOrigin=directSearch&searchTerm=rote+kleider&utm_source=x&epid=P1');
    expect(canonical).toBe(true);
    expect(state.filters).toEqual([{ id: 'colour', values: ['rot'] }]);
    expect(state.keep).toEqual([
      ['q', 'rote kleider'],
      ['searchOrigin', 'directSearch'],
      ['searchTerm', 'rote kleider'],
    ]);
    expect(listingSearch(state)).toBe('?q=rote+kleider&searchOrigin=directSearch&searchTerm=rote+kleider&colour=rot');
  });

  it('writes page only when it is above 1; page=1 and bad pages are not canonical', () => {
    expect(listingSearch(setPage(empty, 1))).toBe('');
    expect(listingSearch(setPage(empty, 2))).toBe('?page=2');
    expect(listingSearch(setPage(setPage(empty, 4), 1))).toBe('');
    for (const search of ['?page=1', '?page=0', '?page=abc', '?page=2&page=3']) expect(parse(search).canonical).toBe(false);
    expect(parse('?page=1').state.page).toBe(1);
  });

  it('starts again on page 1 when filters or sort change', () => {
    const onPage3 = { ...empty, page: 3 };
    expect(toggleValue(onPage3, 'colour', 'rot').page).toBe(1);
    expect(setFilter(onPage3, 'price', ['100-200']).page).toBe(1);
    expect(setSort(onPage3, 'priceDesc').page).toBe(1);
    expect(resetFilters(onPage3).page).toBe(1);
  });

  it('toggles values and removes a filter with its last value', () => {
    let state = toggleValue(empty, 'colour', 'rot');
    state = toggleValue(state, 'size', '38');
    state = toggleValue(state, 'colour', 'blau');
    expect(listingHref('/damen-mode/kleider', state)).toBe('/damen-mode/kleider?colour=rot,blau&size=38');
    state = toggleValue(state, 'colour', 'rot');
    state = removeFilterValue(state, 'colour', 'blau');
    expect(state.filters).toEqual([{ id: 'size', values: ['38'] }]);
    expect(listingSearch(resetFilters({ ...state, keep: [['q', 'x']] }))).toBe('?q=x');
  });

  it('writes every chosen sort as sort={sort}, the default one (topSeller) too, and reads it back as canonical', () => {
    expect(listingSearch(setSort(empty, 'topSeller'))).toBe('?sort=topSeller');
    expect(listingSearch(setSort(empty, 'dateDesc'))).toBe('?sort=dateDesc');
    expect(listingSearch(setSort(parse('?sort=priceAsc&page=3').state, 'topSeller'))).toBe('?sort=topSeller');
    expect(parse('?sort=topSeller')).toEqual({ state: { ...empty, sort: 'topSeller' }, canonical: true });
    expect(effectiveSort(parse('?sort=topSeller').state)).toBe('topSeller');
  });

  it('sorts a URL without sort by the default, and refuses unknown or repeated sorts', () => {
    expect(parse('')).toEqual({ state: empty, canonical: true });
    expect(effectiveSort(empty)).toBe('topSeller');
    expect(parse('?sort=cheapest')).toEqual({ state: empty, canonical: false });
    expect(parse('?sort=priceAsc&sort=priceDesc').canonical).toBe(false);
  });

  it('turns what the plain form sends into the canonical form', () => {
    const { state, canonical } = parse('?colour=rot&colour=blau&sale=true&priceMin=20&priceMax=89%2C50&sort=priceAsc');
    expect(canonical).toBe(false);
    expect(listingSearch(state)).toBe('?colour=rot,blau&sale=true&price=2000-8950&sort=priceAsc');
    expect(listingSearch(parse('?priceMin=&priceMax=&size=').state)).toBe('');
  });

  it('encodes values but keeps the commas between them', () => {
    const state = setFilter(empty, 'material', ['baum wolle', 'a&b']);
    expect(listingSearch(state)).toBe('?material=baum+wolle,a%26b');
    expect(parse(listingSearch(state)).state.filters).toEqual([{ id: 'material', values: ['baum wolle', 'a&b'] }]);
  });

  it('has a canonical URL without filters and sort, with later pages', () => {
    const state = { ...parse('?colour=rot&sort=priceAsc').state };
    expect(canonicalUrl('https://shop.de', '/damen-mode/kleider', state)).toBe('https://shop.de/damen-mode/kleider');
    expect(canonicalUrl('https://shop.de', '/damen-mode/kleider', setPage(state, 2))).toBe('https://shop.de/damen-mode/kleider?page=2');
  });
});

describe('price values', () => {
  it('converts euros to cents', () => {
    expect(euroToCents('20')).toBe(2000);
    expect(euroToCents('19,99')).toBe(1999);
    expect(euroToCents('19.9')).toBe(1990);
    expect(euroToCents('')).toBeNull();
    expect(euroToCents('-5')).toBeNull();
    expect(euroToCents('abc')).toBeNull();
  });

  it('writes min-max in cents with open ends, and reads it back', () => {
    expect(priceValue(2000, 9000)).toBe('2000-9000');
    expect(priceValue(null, 9000)).toBe('-9000');
    expect(priceValue(2000, null)).toBe('2000-');
    expect(priceValue(9000, 2000)).toBe('2000-9000');
    expect(priceValue(null, null)).toBeNull();
    expect(parsePriceValue('2000-')).toEqual({ min: 2000, max: null });
    expect(parsePriceValue('nonsense')).toEqual({ min: null, max: null });
  });
});
