import type { PageContextClient } from 'vike/types';
import { preloadAreaContent } from '../../src/features/account/accountViews.ts';
import { areaContent, customerRoute } from '../../src/features/account/customerRoutes.ts';
import type { AccountSession } from '../../src/features/account/sessionState.ts';
import { yieldToMain } from '../../src/ui/lazy/yieldToMain.ts';
import { onBeforeRenderClient as everyPage } from '../+onBeforeRenderClient.ts';

// https://vike.dev/onBeforeRenderClient — as on every page (the records go into the stores), and
// the code of what the account area shows is loaded before React renders: the view the server
// rendered hydrates with the rest of the page, and a navigation shows it without a skeleton. A
// chunk that does not arrive is the view's affair: it suspends and tries again.
export async function onBeforeRenderClient(pageContext: PageContextClient) {
  // On a load, in a task after the router's (see pages/+onBeforeRenderClient.ts).
  if (pageContext.isHydration) await yieldToMain();
  const session = (pageContext.data as { session?: AccountSession } | undefined)?.session;
  const content = areaContent(customerRoute(pageContext.urlPathname), {
    loggedIn: !!session?.loggedIn,
    activation: pageContext.urlParsed.search.activate,
  });
  await Promise.all([everyPage(pageContext), preloadAreaContent(content).catch(() => {})]);
}
