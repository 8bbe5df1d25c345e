// Rules of a product listing besides its URL: positions, page links, list classification, the
// remembered sort. Free of React.

import { SORTS, type Sort } from './listingUrl.ts';

/** Products per page (the API allows 1 to 100). */
export const PAGE_SIZE = 60;
/** Placeholder tiles while the next state of the listing loads (section 9). */
export const PLACEHOLDER_TILES = 6;

/** Position of a tile in the whole listing, 1-based: (page − 1) × pageSize + index. */
export function tilePosition(page: number, pageSize: number, index: number): number {
  return (page - 1) * pageSize + index + 1;
}

export type PageLink = number | 'gap';

/**
 * The page links to show: the first, the last and the current page with its neighbours, a gap
 * where pages are left out (a gap never stands for a single page: that page is shown instead).
 */
export function pageLinks(current: number, count: number): PageLink[] {
  if (count <= 1) return [];
  const wanted = new Set([1, count, current - 1, current, current + 1].filter((n) => n >= 1 && n <= count));
  const pages = [...wanted].sort((a, b) => a - b);
  const links: PageLink[] = [];
  for (const page of pages) {
    const previous = links.at(-1);
    if (typeof previous === 'number' && page - previous === 2) links.push(previous + 1);
    else if (typeof previous === 'number' && page - previous > 2) links.push('gap');
    links.push(page);
  }
  return links;
}

/** How a listing is classified for tracking (section 2.2: list types and origins). */
export interface ListClassification {
  listType: 'plp' | 'srp';
  origin: string;
}

const SEARCH_ORIGINS = new Set(['srp', 'srp/suggestion', 'directSearch']);
const CATEGORY_ORIGINS = new Set(['plp', 'plp/suggestion', 'plp/categoryMatching']);

/**
 * A category listing is 'plp', search results 'srp'. The origin says how the shopper got there,
 * from the URL's parameters: a recommendation carousel's link ('reco') or the quick-buy popup's
 * ('referrer=popupProduct') first, then the searchOrigin when it fits the list, a picked
 * suggestion without one ('{list}/suggestion'); a category listing of the category-matching page
 * type is 'plp/categoryMatching'.
 */
export function classifyList(
  kind: 'category' | 'search',
  params: Readonly<Record<string, string | undefined>>,
  options: { categoryMatching?: boolean } = {},
): ListClassification {
  const listType = kind === 'search' ? 'srp' : 'plp';
  const { reco, referrer, searchOrigin, suggestionType } = params;
  if (reco) return { listType, origin: 'recommendation' };
  if (referrer === 'popupProduct') return { listType, origin: 'popupProduct' };
  if (searchOrigin && (kind === 'search' ? SEARCH_ORIGINS : CATEGORY_ORIGINS).has(searchOrigin)) return { listType, origin: searchOrigin };
  if (suggestionType) return { listType, origin: `${listType}/suggestion` };
  return { listType, origin: kind === 'category' && options.categoryMatching ? 'plp/categoryMatching' : listType };
}

/** The list type of pinned products, whatever the listing. */
export const PINNED_LIST_TYPE = 'pinnedProducts';

/** Where the shopper's chosen sort is remembered (also read by the category-image lookup). */
export const SORT_STORAGE_KEY = 'listingSort';

interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The remembered sort, null when none or unreadable (storage blocked, old value). */
export function storedSort(storage: KeyValueStore): Sort | null {
  try {
    const value = storage.getItem(SORT_STORAGE_KEY);
    return SORTS.includes(value as Sort) ? (value as Sort) : null;
  } catch {
    return null;
  }
}

export function storeSort(storage: KeyValueStore, sort: Sort): void {
  try {
    storage.setItem(SORT_STORAGE_KEY, sort);
  } catch {
    // Private mode or full storage: the choice is not remembered, the listing still sorts.
  }
}
