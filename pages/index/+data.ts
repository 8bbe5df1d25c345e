import type { PageContextServer } from 'vike/types';
import { loadCritical, loadDeferred } from '../../src/relay/pageData.ts';
import type { HomePageContentQuery as ContentQueryType } from '../../src/features/content/__generated__/HomePageContentQuery.graphql.ts';
import { HomePageContentQuery } from '../../src/features/content/HomePageContentQuery.ts';
import type { HomePageQuery as HomePageQueryType } from './__generated__/HomePageQuery.graphql.ts';
import { HomePageQuery } from './HomePageQuery.ts';

export type Data = Awaited<ReturnType<typeof data>>;

// https://vike.dev/data — the product list is critical; the editorial teaser is not.
export async function data(pageContext: PageContextServer) {
  const variables = { locale: pageContext.shop.locale };
  const contentVariables = { locale: pageContext.shop.locale, preview: false };
  const [shop, content] = await Promise.all([
    loadCritical<HomePageQueryType>(pageContext, 'shop', HomePageQuery, variables),
    loadDeferred<ContentQueryType>(pageContext, 'content', HomePageContentQuery, contentVariables),
  ]);
  return {
    variables,
    contentVariables: content.records ? contentVariables : null,
    records: { shop: shop.records, content: content.records },
  };
}
