import type { PageContextClient } from 'vike/types';
import { startTexts } from '../../src/i18n/startTexts.ts';
import { yieldToMain } from '../../src/ui/lazy/yieldToMain.ts';
import { preloadPageItems, typesToPreload } from '../../src/views/itemPreloads.ts';
import type { Data } from './+data.ts';

// https://vike.dev/onBeforeRenderClient — the first screen's item components (their scripts are
// preloaded by the HTML) are ready before React hydrates; on client navigation all of them. Items
// that bring texts (a coupon) wait for them, so the loader is set first.
export async function onBeforeRenderClient(pageContext: PageContextClient<Data>) {
  // On a load, in a task after the router's (see pages/+onBeforeRenderClient.ts).
  if (pageContext.isHydration) await yieldToMain();
  startTexts(pageContext);
  await preloadPageItems(typesToPreload(pageContext, pageContext.data?.items));
}
