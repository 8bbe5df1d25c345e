import type { ProductListing, ProductListingInput, ProductSort } from '../../__generated__/shop-resolvers.ts';
import type { Catalogue } from '../../data/catalogue.ts';
import type { CatalogueProduct } from '../../data/products.ts';

const MAX_PAGE_SIZE = 100;

const BY: Record<ProductSort, (a: CatalogueProduct, b: CatalogueProduct) => number> = {
  dateDesc: (a, b) => b.createdAt.localeCompare(a.createdAt),
  priceAsc: (a, b) => a.product.price.min - b.product.price.min,
  priceDesc: (a, b) => b.product.price.min - a.product.price.min,
  topSeller: (a, b) => b.sales - a.sales,
};

/** Search: every word must occur in name, brand, category or colour; digits also match article numbers. */
function matchesTerm(entry: CatalogueProduct, term: string): boolean {
  const digits = term.replace(/[\s.-]/g, '');
  if (/^\d{6,9}$/.test(digits)) {
    const { displayNumber, oldDisplayNumber } = entry.product;
    return displayNumber.startsWith(digits) || (oldDisplayNumber?.startsWith(digits) ?? false);
  }
  return term
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => entry.searchText.includes(word));
}

/** The id names the request, so each page of each listing is its own record in the client store. */
function listingId(categoryId: string | null, term: string | null, sort: ProductSort, page: number, pageSize: number): string {
  const params = new URLSearchParams();
  if (categoryId) params.set('categoryId', categoryId);
  if (term) params.set('term', term);
  params.set('sort', sort);
  params.set('page', String(page));
  params.set('pageSize', String(pageSize));
  return `listing?${params}`;
}

export function productListing(catalogue: Catalogue, input: ProductListingInput): ProductListing {
  const sort = input.sort ?? 'topSeller';
  const page = Math.max(1, input.page ?? 1);
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, input.pageSize ?? 24));
  const categoryId = input.categoryId ?? null;
  const term = input.term?.trim() || null;

  let entries = catalogue.products;
  if (categoryId !== null) entries = entries.filter((e) => e.product.categoryIds.includes(categoryId));
  if (term !== null) entries = entries.filter((e) => matchesTerm(e, term));
  // Ties fall back to the id so every sort is total and stable.
  const sorted = [...entries].sort((a, b) => BY[sort](a, b) || a.product.id.localeCompare(b.product.id));

  const start = (page - 1) * pageSize;
  return {
    id: listingId(categoryId, term, sort, page, pageSize),
    products: sorted.slice(start, start + pageSize).map((e) => e.product),
    totalItemsCount: sorted.length,
    page,
    pageSize,
    pageCount: Math.ceil(sorted.length / pageSize),
  };
}
