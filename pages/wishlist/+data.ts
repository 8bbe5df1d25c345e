import type { PageContextServer } from 'vike/types';
import { createPageLoader } from '../../src/relay/pageData.ts';
import { loadFrame } from '../frameData.ts';

export type Data = Awaited<ReturnType<typeof data>>;

// https://vike.dev/data — only the frame: the wishlist is personal, so the browser loads it.
export async function data(pageContext: PageContextServer) {
  const load = createPageLoader(pageContext);
  const frame = await loadFrame(pageContext, load);
  return { frame, records: load.records() };
}
