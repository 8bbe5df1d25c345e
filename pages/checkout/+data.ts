import type { PageContextServer } from 'vike/types';
import type { CheckoutQuery as CheckoutQueryType } from '../../src/features/checkout/__generated__/CheckoutQuery.graphql.ts';
import { CHECKOUT_VARIABLES, CheckoutQuery } from '../../src/features/checkout/CheckoutQuery.ts';
import { createPageLoader } from '../../src/relay/pageData.ts';
import { loadFrame } from '../frameData.ts';

export type Data = Awaited<ReturnType<typeof data>>;

// https://vike.dev/data — the visitor's checkout (a guest's too), loaded with the visitor's token:
// the page comes with the current step, private (src/server/personalPages.ts). A failure leaves
// it out and the page says so (usePersonalQuery); the frame degrades as elsewhere.
export async function data(pageContext: PageContextServer) {
  const load = createPageLoader(pageContext);
  const [frame] = await Promise.all([loadFrame(pageContext, load), load.personal<CheckoutQueryType>(CheckoutQuery, CHECKOUT_VARIABLES)]);
  return { frame, records: load.records(), personal: load.personalOutcomes() };
}
