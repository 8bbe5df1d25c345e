import type { PageContextClient } from 'vike/types';
import { pageTexts } from '../src/i18n/pageTexts.ts';
import { startTexts } from '../src/i18n/startTexts.ts';
import { followSession, publishPageRecords } from '../src/relay/clientEnvironment.ts';
import { tokenRefused } from '../src/relay/personalData.ts';
import { unpackPageRecords } from '../src/relay/pageRecords.ts';
import { setShopPaths } from '../src/shop/page/localizedPaths.ts';
import { setShopCookieHost } from '../src/shop/privacy/cookies.ts';
import { yieldToMain } from '../src/ui/lazy/yieldToMain.ts';

// https://vike.dev/onBeforeRenderClient — the server's records go into the browser stores before
// React renders, so hydration and client navigation need no GraphQL request.
export async function onBeforeRenderClient(pageContext: PageContextClient) {
  // The shop's texts that the page reads (one language, preloaded by the HTML), there before
  // anything renders; parts that load later bring theirs (src/i18n/lazyTexts.ts). The loader is
  // set at once: a page hook that calls this one may load its parts in the same task.
  const load = startTexts(pageContext);
  // On a load the router has just set up the page's modules in this task, and Vike starts every
  // onBeforeRenderClient of the page in it: each hook's own work starts in a task of its own
  // (together they were one of the load's longest tasks). A client navigation goes on at once.
  if (pageContext.isHydration) await yieldToMain();
  const messages = load(pageTexts(pageContext.config.texts));
  // On a load, starting the router, reading the records and hydrating are three tasks, not one
  // that keeps a phone busy for a third of a second.
  if (pageContext.isHydration) {
    setShopCookieHost(pageContext.shop.host);
    setShopPaths(pageContext.shop.paths);
    await yieldToMain();
  }
  publishPageRecords(unpackPageRecords(pageContext.data?.records), pageContext.clientApi);
  // The API refused the customer's token for this page's data: the server ended the session with
  // the page, and the page hears of it as after such an answer of the personalised route.
  if (tokenRefused(pageContext.data?.personal)) followSession(true);
  if (pageContext.isHydration) await yieldToMain();
  await messages;
  // Texts the page reads only in rare states come once it is interactive (src/i18n/LaterTexts.tsx).
  const later = pageContext.config.textsLater;
  if (later?.length) {
    const fetchLater = () => void load(later).catch(() => {});
    if (typeof window.requestIdleCallback === 'function') requestIdleCallback(fetchLater, { timeout: 2000 });
    else setTimeout(fetchLater, 200);
  }
}
