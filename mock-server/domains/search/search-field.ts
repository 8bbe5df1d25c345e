import type { SearchFieldResult } from '../../__generated__/shop-resolvers.ts';
import { catalogue } from '../../data/catalogue.ts';
import { productListing } from '../catalogue/listing.ts';
import { articleNumberOf, findProducts } from '../fulltext/find.ts';
import { searchIndex } from '../fulltext/index.ts';
import { redirectFor } from './redirects.ts';
import { impliedFilters, understand } from './understand.ts';

/**
 * Where submitting the search field leads, in this order: a configured page, the product of an
 * article number, a category the term names (with the filters it implies), else the search.
 */
export function searchField(term: string): SearchFieldResult {
  const trimmed = term.trim();
  const none = { productId: null, catalogId: null, category: null, redirect: null };
  if (trimmed === '') return { ...none, term: '', totalItemsCount: 0 };

  const redirect = redirectFor(trimmed);
  // Configured pages are not products: nothing to count.
  if (redirect) return { ...none, redirect, term: trimmed, totalItemsCount: 0 };

  const digits = articleNumberOf(trimmed);
  if (digits) {
    const productId = searchIndex().articleNumbers.get(digits);
    const product = productId ? catalogue().productById.get(productId)?.product : undefined;
    return product
      ? { ...none, productId: product.id, catalogId: product.catalogId ?? null, term: trimmed, totalItemsCount: 1 }
      : { ...none, term: trimmed, totalItemsCount: 0 };
  }

  const found = findProducts(trimmed);
  const understood = understand(searchIndex(), found.optimizedTerm ?? trimmed);
  const [only] = understood.categories;
  if (only && understood.categories.length === 1 && understood.rest.length === 0) {
    const activeFilters = impliedFilters(understood);
    const listing = productListing(catalogue(), { locale: 'de-DE', categoryId: only.id, filters: activeFilters, pageSize: 1 });
    if (listing.totalItemsCount > 0)
      return { ...none, category: { path: only.path, activeFilters }, term: trimmed, totalItemsCount: listing.totalItemsCount };
  }

  return { ...none, term: found.optimizedTerm ?? trimmed, totalItemsCount: found.scores.size };
}
