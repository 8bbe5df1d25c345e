import type { PageContextServer } from 'vike/types';
import { createPageLoader } from '../../src/relay/pageData.ts';
import { loadFrame } from '../frameData.ts';
import type { ContactPageQuery as QueryType } from './__generated__/ContactPageQuery.graphql.ts';
import { ContactPageQuery } from './ContactPageQuery.ts';

export type Data = Awaited<ReturnType<typeof data>>;

// https://vike.dev/data — the contact reasons are critical: without them the form cannot be sent.
export async function data(pageContext: PageContextServer) {
  const load = createPageLoader(pageContext);
  const variables = { locale: pageContext.shop.locale };
  const [, frame] = await Promise.all([load.critical<QueryType>('shop', ContactPageQuery, variables), loadFrame(pageContext, load)]);
  return { variables, frame, records: load.records() };
}
