import type { PageContextServer } from 'vike/types';
import { createPageLoader } from '../src/relay/pageData.ts';
import { loadFrame } from './frameData.ts';

export type Data = Awaited<ReturnType<typeof data>>;

// https://vike.dev/data — every page that has no +data of its own gets only the frame (customer,
// direct order form, e-mail links, returns, support, track and trace):
// what these pages show is the visitor's own and loads in the browser (an e-mail link's token is
// verified there too), so their HTML is the same for every visitor. A page with data of its own
// has its own +data, which takes the place of this one and loads the frame itself; the basket's,
// checkout's, thanks' and wishlist's load the visitor's own (src/relay/usePersonalQuery.tsx).
export async function data(pageContext: PageContextServer) {
  const load = createPageLoader(pageContext);
  const frame = await loadFrame(pageContext, load);
  return { frame, records: load.records() };
}
