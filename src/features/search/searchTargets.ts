// Where a search from the field leads and what analytics learns of it (section 2.6): loaded with
// the field's operations (operations.ts), not with every page.
import { shopPath } from '../../shop/page/redirectTarget.ts';
import { isDirect, lookupTerm, searchResultsTarget, withParams, type Filter, type LookupResult, type Selection } from './searchRules.ts';

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
