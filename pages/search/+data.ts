import { redirect, render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { PAGE_SIZE } from '../../src/features/listing/listingRules.ts';
import { effectiveSort, listingHref, parseListingSearch } from '../../src/features/listing/listingUrl.ts';
import { createPageLoader, SHARED_FOR } from '../../src/relay/pageData.ts';
import { withBasePath } from '../../src/shop/page/runtime.ts';
import type { ListingTrailQuery as ListingTrailQueryType } from '../../src/views/__generated__/ListingTrailQuery.graphql.ts';
import { ListingTrailQuery } from '../../src/views/ListingTrailQuery.ts';
import { loadFrame } from '../frameData.ts';
import type { SearchPageQuery as SearchPageQueryType } from './__generated__/SearchPageQuery.graphql.ts';
import { SearchPageQuery } from './SearchPageQuery.ts';

export type Data = Awaited<ReturnType<typeof data>>;

const PATH = '/search';

// https://vike.dev/data — the results are critical; without any the page stays a 200 with the
// no-result message (page type noResultsPage) and the level-1 categories to go on from.
export async function data(pageContext: PageContextServer) {
  const { state, canonical } = parseListingSearch(pageContext.urlParsed.searchOriginal ?? '');
  const param = (key: string) => state.keep.find(([k]) => k === key)?.[1]?.trim() ?? '';
  const term = param('q') || param('searchTerm');
  const locale = pageContext.shop.locale;
  const load = createPageLoader(pageContext);
  if (!canonical) throw redirect(withBasePath(pageContext.basePath, listingHref(PATH, state)));
  const variables = term
    ? {
        input: {
          locale,
          term,
          sort: effectiveSort(state),
          page: state.page,
          pageSize: PAGE_SIZE,
          filters: state.filters,
          pinnedProductIds: state.pin,
        },
      }
    : null;
  const [result, frame] = await Promise.all([
    variables ? load.critical<SearchPageQueryType>('shop', SearchPageQuery, variables, { sharedFor: SHARED_FOR.page }) : null,
    loadFrame(pageContext, load),
  ]);
  const listing = result?.productListing;
  if (listing && state.page > Math.max(1, listing.pageCount)) throw render(404);
  // Filters that leave nothing still show the listing, so they can be taken back.
  const noResults = !listing || (listing.totalItemsCount === 0 && state.filters.length === 0);
  const tree = noResults ? await load.deferred<ListingTrailQueryType>('shop', ListingTrailQuery, { locale }) : null;
  return {
    term,
    variables,
    state,
    path: PATH,
    noResults,
    categories: tree?.navigation.categories.map(({ id, name, path }) => ({ id, name, path })) ?? [],
    pageType: noResults ? ('noResultsPage' as const) : ('searchResultPage' as const),
    skipTargets: noResults ? [] : (['categories'] as const),
    frame,
    records: load.records(),
  };
}
