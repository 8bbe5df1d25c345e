import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { loadFrame } from '../frameData.ts';
import { createPageLoader, SHARED_FOR } from '../../src/relay/pageData.ts';
import type { ProductPageQuery as ProductPageQueryType } from './__generated__/ProductPageQuery.graphql.ts';
import type { ProductReviewCountQuery as ProductReviewCountQueryType } from './__generated__/ProductReviewCountQuery.graphql.ts';
import { metaDescription } from '../../src/features/product/seo/metaDescription.ts';
import { ProductPageQuery } from './ProductPageQuery.ts';
import { ProductReviewCountQuery } from './ProductReviewCountQuery.ts';

export type Data = Awaited<ReturnType<typeof data>>;

// https://vike.dev/data — the product is critical: unknown id → 404, failure → error page. The
// review count only completes the structured data, so it is deferred (and asked in parallel).
export async function data(pageContext: PageContextServer) {
  const load = createPageLoader(pageContext);
  const variables = { id: pageContext.routeParams.id ?? '', locale: pageContext.shop.locale };
  const [product, reviews, frame] = await Promise.all([
    load.critical<ProductPageQueryType>('shop', ProductPageQuery, variables, { sharedFor: SHARED_FOR.page }),
    load.deferred<ProductReviewCountQueryType>(
      'shop',
      ProductReviewCountQuery,
      { id: variables.id, locale: variables.locale },
      { sharedFor: SHARED_FOR.page },
    ),
    loadFrame(pageContext, load),
  ]);
  const found = product.productById;
  // Store-only articles: the shop does not offer them; an in-store display that scanned one says so.
  if (!found || (!found.onlineAssortment && pageContext.runtime !== 'store')) throw render(404);
  return {
    variables,
    frame,
    records: load.records(),
    title: found.name,
    description: metaDescription(found.description, found.name),
    canonicalPath: `/p/${encodeURIComponent(found.canonicalId ?? found.id)}`,
    reviewCount: reviews?.reviewStatistics.totalReviewCount ?? null,
    storeDisplayFailure: !found.onlineAssortment,
  };
}
