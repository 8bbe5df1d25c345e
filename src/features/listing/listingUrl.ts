// The listing's state in the URL (section 2.2 of the specification): {filterId}={values joined by
// commas}, sort={sort}, page={n} only when n > 1, pin={ids}. Free of React and the router.

export const SORTS = ['dateDesc', 'priceAsc', 'priceDesc', 'topSeller'] as const;
export type Sort = (typeof SORTS)[number];
/** What the API sorts by when the URL names no sort. */
export const DEFAULT_SORT: Sort = 'topSeller';

export interface UrlFilter {
  id: string;
  values: string[];
}

export interface ListingState {
  /** Active filters in URL order; values in the order they were chosen. */
  filters: UrlFilter[];
  /** null: the URL names none, so the API's default. */
  sort: Sort | null;
  page: number;
  pin: string[];
  /** Parameters that describe where the shopper came from (search term, origin); kept on every link. */
  keep: [string, string][];
}

/** Kept on every link of the listing: the search and the list's origin (tracking classification). */
const KEEP = new Set(['q', 'searchTerm', 'searchOrigin', 'suggestionType', 'suggestion', 'reco', 'referrer', 'promotionId']);
/** Read by other parts of the shop or by nobody; never a filter, not carried on. */
const IGNORED = new Set(['pop', 'epid', 'preview', 'selectedTrigger', 'gclid', 'fbclid', 'msclkid']);
/** The plain GET form (no JavaScript) sends the price in euros; the server turns it into 'price'. */
export const PRICE_FORM_FIELDS = { min: 'priceMin', max: 'priceMax' } as const;

const isSort = (value: string | null): value is Sort => SORTS.includes(value as Sort);
const splitList = (value: string) =>
  value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

/** '19,99' or '20' euros → cents; null when empty or not a number. */
export function euroToCents(value: string | null | undefined): number | null {
  const text = value?.trim().replace(',', '.');
  if (!text || !/^\d+(\.\d{0,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}

/** The price filter value 'min-max' in cents, either end open; null when both are open. */
export function priceValue(min: number | null, max: number | null): string | null {
  if (min === null && max === null) return null;
  if (min !== null && max !== null && min > max) return `${max}-${min}`;
  return `${min ?? ''}-${max ?? ''}`;
}

/** 'min-max' in cents → the two ends (null when open). */
export function parsePriceValue(value: string | undefined): { min: number | null; max: number | null } {
  const match = /^(\d*)-(\d*)$/.exec(value ?? '');
  if (!match) return { min: null, max: null };
  return { min: match[1] ? Number(match[1]) : null, max: match[2] ? Number(match[2]) : null };
}

export interface ParsedListing {
  state: ListingState;
  /**
   * False when the URL says the same in another form (repeated keys or euro fields from the plain
   * form, page=1, empty or unknown values): the server redirects to listingSearch(state).
   */
  canonical: boolean;
}

const MAX_GRAPHQL_INT = 2 ** 31 - 1;

/** Reads the state from a query string. Anything unknown is left to the API, which ignores unknown filters. */
export function parseListingSearch(search: string | URLSearchParams): ParsedListing {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const state: ListingState = { filters: [], sort: null, page: 1, pin: [], keep: [] };
  let canonical = true;
  const seen = new Set<string>();
  let priceMin: number | null = null;
  let priceMax: number | null = null;
  for (const [key, raw] of params) {
    const repeated = seen.has(key);
    seen.add(key);
    if (KEEP.has(key)) {
      if (repeated) canonical = false;
      else state.keep.push([key, raw]);
    } else if (key === 'sort') {
      // Every sort the shopper can choose is a URL of its own, the default one (topSeller) too.
      if (isSort(raw) && !repeated) state.sort = raw;
      else canonical = false;
    } else if (key === 'page') {
      const page = /^\d+$/.test(raw) ? Number(raw) : NaN;
      // Beyond GraphQL's Int the API would refuse the query: such a page is no page at all.
      if (page > 1 && page <= MAX_GRAPHQL_INT && !repeated) state.page = page;
      else canonical = false;
    } else if (key === 'pin') {
      state.pin.push(...splitList(raw).filter((id) => !state.pin.includes(id)));
      if (repeated || state.pin.length === 0) canonical = false;
    } else if (key === PRICE_FORM_FIELDS.min || key === PRICE_FORM_FIELDS.max) {
      canonical = false;
      if (key === PRICE_FORM_FIELDS.min) priceMin = euroToCents(raw);
      else priceMax = euroToCents(raw);
    } else if (IGNORED.has(key) || key.startsWith('utm_')) {
      continue;
    } else {
      const values = splitList(raw);
      if (repeated || values.length === 0) canonical = false;
      if (values.length > 0) addValues(state.filters, key, values);
    }
  }
  const fromForm = priceValue(priceMin, priceMax);
  if (fromForm) state.filters = withFilter(state.filters, 'price', [fromForm]);
  return { state, canonical };
}

function addValues(filters: UrlFilter[], id: string, values: string[]) {
  const existing = filters.find((f) => f.id === id);
  if (!existing) filters.push({ id, values: [...new Set(values)] });
  else for (const value of values) if (!existing.values.includes(value)) existing.values.push(value);
}

/** URL encoding as forms do it (space as '+'), commas between values left readable. */
const encode = (value: string) => encodeURIComponent(value).replace(/%20/g, '+');

/** The query string of a state, '' or starting with '?'. */
export function listingSearch(state: ListingState): string {
  const parts: string[] = [];
  for (const [key, value] of state.keep) parts.push(`${encode(key)}=${encode(value)}`);
  for (const filter of state.filters) {
    if (filter.values.length > 0) parts.push(`${encode(filter.id)}=${filter.values.map(encode).join(',')}`);
  }
  if (state.sort) parts.push(`sort=${state.sort}`);
  if (state.page > 1) parts.push(`page=${state.page}`);
  if (state.pin.length > 0) parts.push(`pin=${state.pin.map(encode).join(',')}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

export function listingHref(path: string, state: ListingState): string {
  return path + listingSearch(state);
}

/** Replaces (or with no values removes) one filter, keeping the others' order. */
function withFilter(filters: readonly UrlFilter[], id: string, values: string[]): UrlFilter[] {
  const index = filters.findIndex((f) => f.id === id);
  if (values.length === 0) return filters.filter((f) => f.id !== id);
  if (index < 0) return [...filters, { id, values }];
  return filters.map((f, i) => (i === index ? { id, values } : f));
}

// Every change of filters or sort starts again on page 1.

export function toggleValue(state: ListingState, id: string, value: string): ListingState {
  const current = state.filters.find((f) => f.id === id)?.values ?? [];
  const values = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...state, filters: withFilter(state.filters, id, values), page: 1 };
}

export function setFilter(state: ListingState, id: string, values: string[]): ListingState {
  return { ...state, filters: withFilter(state.filters, id, values), page: 1 };
}

export function removeFilterValue(state: ListingState, id: string, value: string): ListingState {
  const current = state.filters.find((f) => f.id === id)?.values ?? [];
  return setFilter(
    state,
    id,
    current.filter((v) => v !== value),
  );
}

export function resetFilters(state: ListingState): ListingState {
  return { ...state, filters: [], page: 1 };
}

/**
 * The chosen sort goes into the URL as sort={sort}, the default one too: the URL says what the
 * shopper chose, and a link to the category without a sort shows its default order.
 */
export function setSort(state: ListingState, sort: Sort): ListingState {
  return { ...state, sort, page: 1 };
}

export function setPage(state: ListingState, page: number): ListingState {
  return { ...state, page: Math.max(1, Math.floor(page)) };
}

/** The sort the API gets: the URL's, else the default. */
export function effectiveSort(state: ListingState): Sort {
  return state.sort ?? DEFAULT_SORT;
}

/**
 * The canonical URL of a listing: the unfiltered, unsorted category (filtered and sorted views show
 * the same products), with page={n} for later pages since they list other products.
 */
export function canonicalUrl(host: string, path: string, state: ListingState): string {
  const url = new URL(path, host);
  if (state.page > 1) url.search = `?page=${state.page}`;
  return url.href;
}
