import type { PageContextClient } from 'vike/types';
import { preloadItems } from '../../src/features/content/itemRegistry.ts';
import type { Data } from './+data.ts';

// https://vike.dev/onBeforeRenderClient — the content entry's item components (their scripts are
// preloaded by the HTML) are ready before React hydrates, so nothing suspends.
export async function onBeforeRenderClient(pageContext: PageContextClient<Data>) {
  await preloadItems(pageContext.data?.itemTypes ?? []);
}
