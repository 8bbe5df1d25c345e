import { redirect, render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { trailTo } from '../../src/features/listing/categoryTrail.ts';
import { PAGE_SIZE } from '../../src/features/listing/listingRules.ts';
import { canonicalUrl, effectiveSort, listingHref, parseListingSearch } from '../../src/features/listing/listingUrl.ts';
import { createPageLoader, SHARED_FOR } from '../../src/relay/pageData.ts';
import { resolveRuntime, withBasePath } from '../../src/shop/page/runtime.ts';
import type { ListingTrailQuery as ListingTrailQueryType } from '../../src/views/__generated__/ListingTrailQuery.graphql.ts';
import { ListingTrailQuery } from '../../src/views/ListingTrailQuery.ts';
import { loadFrame } from '../frameData.ts';
import type { ListingPageQuery as ListingPageQueryType } from './__generated__/ListingPageQuery.graphql.ts';
import { ListingPageQuery } from './ListingPageQuery.ts';

export type Data = Awaited<ReturnType<typeof data>>;

// https://vike.dev/data — the listing is critical (unknown category → 404); the breadcrumb's
// tree and the frame are not. Runs on the server for every navigation, also client-side ones
// (pageContext.json), so filters, sort and pages are one code path with or without JavaScript.
export async function data(pageContext: PageContextServer) {
  const { logicalPath } = resolveRuntime({ pathname: pageContext.urlParsed.pathname });
  const { state, canonical } = parseListingSearch(pageContext.urlParsed.searchOriginal ?? '');
  const locale = pageContext.shop.locale;
  const load = createPageLoader(pageContext);
  const variables = {
    input: {
      locale,
      categoryPath: logicalPath,
      sort: effectiveSort(state),
      page: state.page,
      pageSize: PAGE_SIZE,
      filters: state.filters,
      pinnedProductIds: state.pin,
    },
  };
  // The breadcrumb's tree is the frame's navigation: read after it, it comes from the store.
  const frameAndTree = loadFrame(pageContext, load).then(async (frame) => ({
    frame,
    tree: await load.deferred<ListingTrailQueryType>('shop', ListingTrailQuery, { locale }),
  }));
  const [result, { frame, tree }] = await Promise.all([
    load.critical<ListingPageQueryType>('shop', ListingPageQuery, variables, { sharedFor: SHARED_FOR.page }),
    frameAndTree,
  ]);
  const listing = result.productListing;
  const category = listing.category;
  if (!category) throw render(404);
  // Aliases move permanently to the category's own path; what the plain filter form sends
  // (repeated keys, euro fields, page=1) is tidied into the one URL of that state.
  if (category.path !== logicalPath) throw redirect(withBasePath(pageContext.basePath, listingHref(category.path, state)), 301);
  if (!canonical) throw redirect(withBasePath(pageContext.basePath, listingHref(category.path, state)));
  if (state.page > Math.max(1, listing.pageCount)) throw render(404);
  return {
    variables,
    state,
    path: category.path,
    title: category.title ?? category.name,
    breadcrumb: tree ? trailTo(tree.navigation.categories, category.id) : [],
    canonical: canonicalUrl(pageContext.shop.host, category.path, state),
    skipTargets: ['categories'] as const,
    frame,
    records: load.records(),
  };
}
