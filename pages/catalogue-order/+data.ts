import type { PageContextServer } from 'vike/types';
import { createPageLoader } from '../../src/relay/pageData.ts';
import { loadFrame } from '../frameData.ts';
import type { CatalogueOrderPageQuery as QueryType } from './__generated__/CatalogueOrderPageQuery.graphql.ts';
import { CatalogueOrderPageQuery } from './CatalogueOrderPageQuery.ts';

export type Data = Awaited<ReturnType<typeof data>>;

// https://vike.dev/data — the catalogues are critical: without them there is nothing to order.
export async function data(pageContext: PageContextServer) {
  const load = createPageLoader(pageContext);
  const variables = { locale: pageContext.shop.locale };
  const [, frame] = await Promise.all([load.critical<QueryType>('shop', CatalogueOrderPageQuery, variables), loadFrame(pageContext, load)]);
  return { variables, frame, records: load.records() };
}
