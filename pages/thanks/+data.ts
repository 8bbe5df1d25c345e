import type { PageContextServer } from 'vike/types';
import type { ThanksQuery as ThanksQueryType } from '../../src/features/thanks/__generated__/ThanksQuery.graphql.ts';
import { survey } from '../../src/features/thanks/surveyCode.ts';
import { THANKS_VARIABLES, ThanksQuery } from '../../src/features/thanks/ThanksQuery.ts';
import { createPageLoader } from '../../src/relay/pageData.ts';
import { loadFrame } from '../frameData.ts';

export type Data = Awaited<ReturnType<typeof data>>;

// https://vike.dev/data — the order just placed, loaded with the visitor's token: the page comes
// with it, private (src/server/personalPages.ts). A failure leaves it out and the page says so
// (usePersonalQuery); the frame degrades as elsewhere. The survey's code is loaded for the render.
export async function data(pageContext: PageContextServer) {
  const load = createPageLoader(pageContext);
  const [frame] = await Promise.all([
    loadFrame(pageContext, load),
    load.personal<ThanksQueryType>(ThanksQuery, THANKS_VARIABLES),
    survey.preload(),
  ]);
  return { frame, records: load.records(), personal: load.personalOutcomes() };
}
