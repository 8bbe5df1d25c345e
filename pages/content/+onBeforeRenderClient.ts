import type { PageContextClient } from 'vike/types';
import { preloadPageItems, typesToPreload } from '../../src/views/itemPreloads.ts';
import type { Data } from './+data.ts';

// https://vike.dev/onBeforeRenderClient — the first screen's item components (their scripts are
// preloaded by the HTML) are ready before React hydrates; on client navigation all of them.
export async function onBeforeRenderClient(pageContext: PageContextClient<Data>) {
  await preloadPageItems(typesToPreload(pageContext, pageContext.data?.items));
}
