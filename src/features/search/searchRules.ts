// The search field's rules (section 2.6 of the specification), free of React and the network.

import { shopPath } from '../../shop/redirectTarget.ts';

/** Suggestions wait for a pause in typing. */
export const SUGGESTION_DEBOUNCE_MS = 300;
/** A selected product or category suggestion is followed after this delay. */
export const DIRECT_NAVIGATION_DELAY_MS = 100;
/** The phone search bar hides once the page scrolled this far from where it was opened. */
export const MOBILE_HIDE_SCROLL_PX = 50;

export type SuggestionType = 'product' | 'category' | 'term' | 'brand';

export interface Filter {
  id: string;
  values: readonly string[];
}

/** A suggestion the shopper picked from the list. */
export type Selection =
  | { type: 'product'; id: string; name: string }
  | { type: 'category'; name: string; path: string; filter: Filter | null }
  | { type: 'brand'; name: string }
  | { type: 'term'; name: string };

/** What the search-field lookup answered (searchField). */
export interface LookupResult {
  productId?: string | null;
  category?: { path: string; activeFilters: readonly Filter[] } | null;
  term?: string | null;
  redirect?: string | null;
  totalItemsCount?: number | null;
}

/**
 * What analytics learns of a search (searchData): a picked product or category is a 'Direct'
 * search without a result count; anything else is 'Generic', counted by the lookup's answer
 * (null when the lookup failed).
 */
export function searchAnalytics(typed: string, selection: Selection | null, result: LookupResult | null) {
  return {
    term: lookupTerm(typed, selection),
    type: isDirect(selection) ? ('Direct' as const) : ('Generic' as const),
    suggestionType: selection?.type ?? null,
    resultCount: isDirect(selection) ? null : (result?.totalItemsCount ?? null),
  };
}

/** More than 2 characters and not an article number (digits once spaces, hyphens and dots are gone). */
export function qualifiesForSuggestions(term: string): boolean {
  const trimmed = term.trim();
  if (trimmed.length <= 2) return false;
  return !/^\d+$/.test(trimmed.replace(/[\s.-]/g, ''));
}

/** Selected products and categories are followed directly; brands and terms go through the lookup. */
export function isDirect(selection: Selection | null): selection is Extract<Selection, { type: 'product' | 'category' }> {
  return selection?.type === 'product' || selection?.type === 'category';
}

/** The term the lookup gets: the selected brand's or term's name, else what was typed. */
export function lookupTerm(typed: string, selection: Selection | null): string {
  return selection && !isDirect(selection) ? selection.name : typed.trim();
}

type Destination = 'pdp' | 'plp' | 'srp';

/**
 * searchOrigin, from the list origins of section 2.2: a typed term is 'directSearch'; a picked
 * suggestion is '{page type it leads to}/suggestion' (pdp, plp, srp; redirects count as srp).
 */
export function searchOrigin(selection: Selection | null, destination: Destination): string {
  return selection ? `${destination}/suggestion` : 'directSearch';
}

/** The search parameters every navigation from the search field carries. */
export function searchParams(typed: string, selection: Selection | null, destination: Destination): [string, string][] {
  const params: [string, string][] = [];
  if (selection) params.push(['suggestionType', selection.type], ['suggestion', selection.name]);
  params.push(['searchOrigin', searchOrigin(selection, destination)], ['searchTerm', typed.trim()]);
  return params;
}

/** path + parameters, keeping the path's own query and hash. */
export function withParams(path: string, params: readonly [string, string][]): string {
  const hashAt = path.indexOf('#');
  const hash = hashAt >= 0 ? path.slice(hashAt) : '';
  const base = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const query = new URLSearchParams(params.map(([k, v]) => [k, v])).toString();
  if (!query) return path;
  return `${base}${base.includes('?') ? '&' : '?'}${query}${hash}`;
}

const filterParams = (filters: readonly Filter[]): [string, string][] => filters.map((f) => [f.id, f.values.join(',')]);

/**
 * Where a selected product or category suggestion leads. A category path from the API is followed
 * only when it stays in the shop; otherwise the shopper gets the search results for the term.
 */
export function directTarget(typed: string, selection: Extract<Selection, { type: 'product' | 'category' }>, shopOrigin: string): string {
  if (selection.type === 'product') return withParams(`/p/${encodeURIComponent(selection.id)}`, searchParams(typed, selection, 'pdp'));
  const path = shopPath(selection.path, shopOrigin);
  if (!path) return searchResultsTarget(typed);
  const filters = selection.filter ? filterParams([selection.filter]) : [];
  return withParams(path, [...filters, ...searchParams(typed, selection, 'plp')]);
}

/**
 * A redirect as a shop path: internal paths, or absolute URLs of the shop itself. Anything else
 * is not followed, so a lookup can never send the shopper off-site.
 */
export function internalRedirect(redirect: string | null | undefined, shopOrigin: string): string | null {
  return shopPath(redirect, shopOrigin);
}

/** The search results for a term, nothing else. */
export function searchResultsTarget(term: string): string {
  return withParams('/search', [['q', term.trim()]]);
}

/** Where the lookup's answer leads: redirect, product, category, else the search results. */
export function lookupTarget(typed: string, selection: Selection | null, result: LookupResult, shopOrigin: string): string {
  const redirect = internalRedirect(result.redirect, shopOrigin);
  if (redirect) return withParams(redirect, searchParams(typed, selection, 'srp'));
  if (result.productId) return withParams(`/p/${encodeURIComponent(result.productId)}`, searchParams(typed, selection, 'pdp'));
  const categoryPath = result.category ? shopPath(result.category.path, shopOrigin) : null;
  if (result.category && categoryPath) {
    return withParams(categoryPath, [...filterParams(result.category.activeFilters), ...searchParams(typed, selection, 'plp')]);
  }
  // q carries the optimised term when there is one.
  const q = result.term?.trim() || lookupTerm(typed, selection);
  return withParams('/search', [['q', q], ...searchParams(typed, selection, 'srp')]);
}

/** Screen-reader status of the suggestion list. */
export function resultsStatus(count: number): string {
  if (count === 0) return 'Keine Ergebnisse verfügbar.';
  return count === 1 ? '1 Ergebnis verfügbar.' : `${count} Ergebnisse verfügbar.`;
}

function capitalise(value: string): string {
  return value.charAt(0).toLocaleUpperCase('de-DE') + value.slice(1);
}

/** 'Kleider in Rot', 'Blusen von Elbstrand', other filters in brackets: 'Kleider (38, 40)'. */
export function categoryLabel(name: string, filter: Filter | null | undefined): string {
  if (!filter || filter.values.length === 0) return name;
  if (filter.id === 'colour') return `${name} in ${filter.values.map(capitalise).join(', ')}`;
  // Brand filter values are slugs ('elbstrand', 'haus-am-meer').
  if (filter.id === 'brand') return `${name} von ${filter.values.map((v) => v.split('-').map(capitalise).join(' ')).join(', ')}`;
  return `${name} (${filter.values.join(', ')})`;
}

/** The mobile bar hides after scrolling 50 px from where it opened, unless the field has focus. */
export function shouldHideOnScroll(openedAt: number, scrollY: number, narrow: boolean, inputFocused: boolean): boolean {
  return narrow && !inputFocused && Math.abs(scrollY - openedAt) >= MOBILE_HIDE_SCROLL_PX;
}
