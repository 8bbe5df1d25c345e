import type { PageContextClient } from 'vike/types';
import { publishPageRecords } from '../src/relay/clientEnvironment.ts';
import { unpackPageRecords } from '../src/relay/pageRecords.ts';
import { setShopCookieHost } from '../src/shop/cookies.ts';
import { yieldToMain } from '../src/ui/yieldToMain.ts';

// https://vike.dev/onBeforeRenderClient — the server's records go into the browser stores before
// React renders, so hydration and client navigation need no GraphQL request.
export async function onBeforeRenderClient(pageContext: PageContextClient) {
  // On a load, starting the router, reading the records and hydrating are three tasks, not one
  // that keeps a phone busy for a third of a second.
  if (pageContext.isHydration) {
    setShopCookieHost(pageContext.shop.host);
    await yieldToMain();
  }
  publishPageRecords(unpackPageRecords(pageContext.data?.records), pageContext.clientApi);
  if (pageContext.isHydration) await yieldToMain();
}
