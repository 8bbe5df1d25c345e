// The search field's rules (section 2.6 of the specification), free of React and the network; where
// a search leads is in searchTargets.ts, which loads with the field's operations.
import { layoutTexts } from '../../ui/layoutTexts.ts';

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

/** path + parameters, keeping the path's own query and hash. */
export function withParams(path: string, params: readonly [string, string][]): string {
  const hashAt = path.indexOf('#');
  const hash = hashAt >= 0 ? path.slice(hashAt) : '';
  const base = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const query = new URLSearchParams(params.map(([k, v]) => [k, v])).toString();
  if (!query) return path;
  return `${base}${base.includes('?') ? '&' : '?'}${query}${hash}`;
}

/** The search results for a term, nothing else. */
export function searchResultsTarget(term: string): string {
  return withParams('/search', [['q', term.trim()]]);
}

/** Screen-reader status of the suggestion list, in the shop's language. */
export function resultsStatus(locale: string, count: number): string {
  const texts = layoutTexts(locale);
  return count === 0 ? texts.layoutSearchNoResults() : texts.layoutSearchResults({ count });
}

/** A value's first letter in capitals, by the locale's rules. */
function capitalise(locale: string, value: string): string {
  return value.charAt(0).toLocaleUpperCase(locale) + value.slice(1);
}

/** 'Kleider in Rot', 'Blusen von Elbstrand', other filters in brackets: 'Kleider (38, 40)'. */
export function categoryLabel(locale: string, name: string, filter: Filter | null | undefined): string {
  if (!filter || filter.values.length === 0) return name;
  const texts = layoutTexts(locale);
  if (filter.id === 'colour')
    return texts.layoutSearchInColours({ category: name, colours: filter.values.map((value) => capitalise(locale, value)).join(', ') });
  // Brand filter values are slugs ('elbstrand', 'haus-am-meer').
  if (filter.id === 'brand') {
    return texts.layoutSearchOfBrands({
      category: name,
      brands: filter.values
        .map((v) =>
          v
            .split('-')
            .map((word) => capitalise(locale, word))
            .join(' '),
        )
        .join(', '),
    });
  }
  return `${name} (${filter.values.join(', ')})`;
}

/** The mobile bar hides after scrolling 50 px from where it opened, unless the field has focus. */
export function shouldHideOnScroll(openedAt: number, scrollY: number, narrow: boolean, inputFocused: boolean): boolean {
  return narrow && !inputFocused && Math.abs(scrollY - openedAt) >= MOBILE_HIDE_SCROLL_PX;
}
