import type { PageContextServer } from 'vike/types';
import type { BasketScreenQuery as BasketScreenQueryType } from '../../src/features/basket/__generated__/BasketScreenQuery.graphql.ts';
import { BASKET_VARIABLES, BasketScreenQuery } from '../../src/features/basket/BasketScreenQuery.ts';
import { createPageLoader } from '../../src/relay/pageData.ts';
import { loadFrame } from '../frameData.ts';

export type Data = Awaited<ReturnType<typeof data>>;

// https://vike.dev/data — the visitor's basket (a guest's too), loaded with the visitor's token:
// the page comes with it, private (src/server/personalPages.ts). A failure leaves it out and the
// basket shows its failure text with a retry (usePersonalQuery); the frame degrades as elsewhere.
export async function data(pageContext: PageContextServer) {
  const load = createPageLoader(pageContext);
  const [frame] = await Promise.all([
    loadFrame(pageContext, load),
    load.personal<BasketScreenQueryType>(BasketScreenQuery, BASKET_VARIABLES),
  ]);
  return { frame, records: load.records(), personal: load.personalOutcomes() };
}
