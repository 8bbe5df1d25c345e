import type { PageContextServer } from 'vike/types';
import { safeRedirectTarget } from '../../src/shop/page/redirectTarget.ts';
import { createPageLoader } from '../../src/relay/pageData.ts';
import { loadFrame } from '../frameData.ts';

export type Data = Awaited<ReturnType<typeof data>>;

// https://vike.dev/data — the target is checked on the server: only allowed destinations.
export async function data(pageContext: PageContextServer) {
  const load = createPageLoader(pageContext);
  const target = safeRedirectTarget(pageContext.urlParsed.search.target, pageContext.shop.host);
  const frame = await loadFrame(pageContext, load);
  return { target, frame, records: load.records() };
}
