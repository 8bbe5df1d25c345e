import type { PageContextServer } from 'vike/types';
import type { HomePageContentQuery as ContentQueryType } from '../../src/features/content/__generated__/HomePageContentQuery.graphql.ts';
import { HomePageContentQuery } from '../../src/features/content/HomePageContentQuery.ts';
import { loadFrame } from '../frameData.ts';
import { createPageLoader } from '../../src/relay/pageData.ts';
import type { HomePageQuery as HomePageQueryType } from './__generated__/HomePageQuery.graphql.ts';
import { HomePageQuery } from './HomePageQuery.ts';

export type Data = Awaited<ReturnType<typeof data>>;

// https://vike.dev/data — the product list is critical; the editorial teaser and the frame are not.
export async function data(pageContext: PageContextServer) {
  const load = createPageLoader(pageContext);
  const variables = { locale: pageContext.shop.locale };
  const contentVariables = { locale: pageContext.shop.locale, preview: false };
  const [, content, frame] = await Promise.all([
    load.critical<HomePageQueryType>('shop', HomePageQuery, variables),
    load.deferred<ContentQueryType>('content', HomePageContentQuery, contentVariables),
    loadFrame(pageContext, load),
  ]);
  return { variables, contentVariables: content ? contentVariables : null, frame, records: load.records() };
}
