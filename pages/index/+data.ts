import type { PageContextServer } from 'vike/types';
import type { HomePageContentQuery as ContentQueryType } from '../../src/features/content/__generated__/HomePageContentQuery.graphql.ts';
import { HomePageContentQuery } from '../../src/features/content/HomePageContentQuery.ts';
import { loadItemTypes } from '../../src/views/itemPreloads.ts';
import { loadFrame } from '../frameData.ts';
import { createPageLoader, SHARED_FOR } from '../../src/relay/pageData.ts';
import { unpackPageRecords } from '../../src/relay/pageRecords.ts';
import type { HomePageQuery as HomePageQueryType } from './__generated__/HomePageQuery.graphql.ts';
import { HomePageQuery } from './HomePageQuery.ts';

export type Data = Awaited<ReturnType<typeof data>>;

// https://vike.dev/data — the product list is critical; the content entry (the page's items) and
// the frame are not: without the entry the page shows its fallback headline and the products.
// The components of the entry's item types load before the render (itemPreloads.ts).
export async function data(pageContext: PageContextServer) {
  const load = createPageLoader(pageContext);
  const variables = { locale: pageContext.shop.locale };
  const contentVariables = { locale: pageContext.shop.locale, preview: pageContext.preview };
  const [, content, frame] = await Promise.all([
    load.critical<HomePageQueryType>('shop', HomePageQuery, variables, { sharedFor: SHARED_FOR.page }),
    load.deferred<ContentQueryType>('content', HomePageContentQuery, contentVariables, { sharedFor: SHARED_FOR.page }),
    loadFrame(pageContext, load),
  ]);
  const records = load.records();
  const items = content ? await loadItemTypes(unpackPageRecords(records), { defer: true }) : undefined;
  return { variables, contentVariables: content ? contentVariables : null, frame, records, items };
}
