import type { PageContextServer } from 'vike/types';
import { createPageLoader } from '../../src/relay/pageData.ts';
import { loadFrame } from '../frameData.ts';

export type Data = Awaited<ReturnType<typeof data>>;

// https://vike.dev/data — the error page has the whole frame: a visitor who followed a dead link
// carries on from the navigation. The frame's navigation is a deferred part, so an API that is
// down (the likely cause of a 500) leaves it out and the page still renders. Its type is 'error'
// whatever the path says, on the server and in the browser alike.
export async function data(pageContext: PageContextServer) {
  const load = createPageLoader(pageContext);
  const frame = await loadFrame(pageContext, load);
  return { pageType: 'error' as const, frame, records: load.records() };
}
