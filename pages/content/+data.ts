import type { PageContextServer } from 'vike/types';
import { loadContentPage } from '../../src/views/contentPageData.ts';
import { loadItemTypes } from '../../src/views/itemPreloads.ts';
import { createPageLoader } from '../../src/relay/pageData.ts';
import { unpackPageRecords } from '../../src/relay/pageRecords.ts';
import { loadFrame } from '../frameData.ts';

export type Data = Awaited<ReturnType<typeof data>>;

// https://vike.dev/data — content, inspiration and outfit pages: the page entry is critical (unknown slug → 404); the frame is not.
// The components of the item types the entry contains load before the render (itemPreloads.ts).
// A content page's largest paint may be any of its text items, so all of them hydrate with the
// page; inspiration and outfit pages open with their lead pictures, and what lies below their first
// screen hydrates when its chunk has arrived.
export async function data(pageContext: PageContextServer) {
  const load = createPageLoader(pageContext);
  const [page, frame] = await Promise.all([loadContentPage(pageContext, load), loadFrame(pageContext, load)]);
  const records = load.records();
  return {
    ...page,
    frame,
    records,
    items: await loadItemTypes(unpackPageRecords(records), { defer: pageContext.routeParams.pageType !== 'content' }),
  };
}
