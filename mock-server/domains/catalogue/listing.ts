import type { ProductListing, ProductListingInput, ProductSort } from '../../__generated__/shop-resolvers.ts';
import type { Catalogue } from '../../data/catalogue.ts';
import { normaliseCategoryPath, type CategoryNode } from '../../data/categories.ts';
import type { CatalogueProduct } from '../../data/products.ts';
import { findProducts } from '../fulltext/find.ts';
import { activeFiltersOf, applyFilters, parseActive } from './filters.ts';
import { asCategory } from './nodes.ts';

const MAX_PAGE_SIZE = 100;
const DEFAULT_PAGE_SIZE = 24;

const BY: Record<ProductSort, (a: CatalogueProduct, b: CatalogueProduct) => number> = {
  dateDesc: (a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0),
  priceAsc: (a, b) => a.product.price.min - b.product.price.min,
  priceDesc: (a, b) => b.product.price.min - a.product.price.min,
  topSeller: (a, b) => b.sales - a.sales,
};

/** Sorts a copy; ties fall back to the id so every sort is total and stable. */
export function sortProducts(entries: readonly CatalogueProduct[], sort: ProductSort, relevance?: Map<string, number>): CatalogueProduct[] {
  // A search sorted by top sellers ranks by relevance first: the enum has no relevance sort.
  const byRelevance =
    relevance && sort === 'topSeller'
      ? (a: CatalogueProduct, b: CatalogueProduct) => (relevance.get(b.product.id) ?? 0) - (relevance.get(a.product.id) ?? 0)
      : () => 0;
  return [...entries].sort((a, b) => byRelevance(a, b) || BY[sort](a, b) || (a.product.id < b.product.id ? -1 : 1));
}

// The seeded catalogue never changes: a category's products are looked up once per process.
const byCategory = new WeakMap<Catalogue, Map<string | null, readonly CatalogueProduct[]>>();

/** Listed products (free gifts are only ever added as gifts) of a category and its descendants. */
export function productsOfCategory(catalogue: Catalogue, categoryId: string | null): readonly CatalogueProduct[] {
  let cached = byCategory.get(catalogue);
  if (!cached) byCategory.set(catalogue, (cached = new Map()));
  let products = cached.get(categoryId);
  if (!products) {
    products = catalogue.products.filter(
      (e) => !e.product.isFreeGift && (categoryId === null || e.product.categoryIds.includes(categoryId)),
    );
    cached.set(categoryId, products);
  }
  return products;
}

function resolveCategory(catalogue: Catalogue, input: ProductListingInput): { asked: boolean; category: CategoryNode | null } {
  if (input.categoryId) return { asked: true, category: catalogue.categories.byId.get(input.categoryId) ?? null };
  if (input.categoryPath)
    return { asked: true, category: catalogue.categories.byPath.get(normaliseCategoryPath(input.categoryPath)) ?? null };
  return { asked: false, category: null };
}

/** The id names the request, so each page of each listing is its own record in the client store. */
function listingId(parts: Record<string, string | number | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(parts)) if (value !== null && value !== '') params.set(key, String(value));
  return `listing?${params}`;
}

// A listing depends only on the seeded catalogue and the input: the same request is answered from
// memory (the last LISTINGS_KEPT distinct inputs), as a back end's cache would.
const LISTINGS_KEPT = 200;
const listings = new WeakMap<Catalogue, Map<string, ProductListing>>();

export function productListing(catalogue: Catalogue, input: ProductListingInput): ProductListing {
  let kept = listings.get(catalogue);
  if (!kept) listings.set(catalogue, (kept = new Map()));
  const key = JSON.stringify(input);
  let listing = kept.get(key);
  if (listing) {
    kept.delete(key);
  } else {
    listing = computeListing(catalogue, input);
    if (kept.size >= LISTINGS_KEPT) kept.delete(kept.keys().next().value!);
  }
  kept.set(key, listing);
  return listing;
}

function computeListing(catalogue: Catalogue, input: ProductListingInput): ProductListing {
  const sort = input.sort ?? 'topSeller';
  const page = Math.max(1, input.page ?? 1);
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, input.pageSize ?? DEFAULT_PAGE_SIZE));
  const term = input.term?.trim() || null;
  const { asked, category } = resolveCategory(catalogue, input);

  let scope = asked && !category ? [] : productsOfCategory(catalogue, category?.id ?? null);
  let relevance: Map<string, number> | undefined;
  let optimizedTerm: string | null = null;
  if (term !== null) {
    const found = findProducts(term);
    relevance = found.scores;
    optimizedTerm = found.optimizedTerm;
    scope = scope.filter((e) => found.scores.has(e.product.id));
  }

  const active = parseActive(input.filters ?? []);
  const filtered = applyFilters(scope, active);
  const { matching } = filtered;
  const sorted = sortProducts(matching, sort, relevance);

  // Pinned products lead page 1 whatever the category or term, but only if the filters allow them.
  const pinnedIds = [...new Set(input.pinnedProductIds ?? [])];
  const pinnedEntries = pinnedIds.flatMap((id) => {
    const entry = catalogue.productById.get(id);
    return entry && !entry.product.isFreeGift ? [entry] : [];
  });
  const pinned = applyFilters(pinnedEntries, active).matching;
  const pinnedSet = new Set(pinned.map((e) => e.product.id));
  const sequence = [...pinned, ...sorted.filter((e) => !pinnedSet.has(e.product.id))];

  const start = (page - 1) * pageSize;
  const activeFilters = activeFiltersOf(active);
  return {
    id: listingId({
      categoryId: category?.id ?? (asked ? (input.categoryId ?? input.categoryPath ?? '') : null),
      term,
      sort,
      page,
      pageSize,
      filters: activeFilters.map((f) => `${f.id}=${f.values.join(',')}`).join(';'),
      pin: pinned.map((e) => e.product.id).join(','),
    }),
    category: category ? asCategory(category) : null,
    term,
    optimizedTerm,
    products: sequence.slice(start, start + pageSize).map((e) => e.product),
    pinnedProductIds: pinned.map((e) => e.product.id),
    totalItemsCount: sequence.length,
    page,
    pageSize,
    pageCount: Math.ceil(sequence.length / pageSize),
    sort,
    // Resolved only when the query selects it (see applyFilters).
    get filters() {
      return filtered.filters;
    },
    activeFilters,
  };
}
