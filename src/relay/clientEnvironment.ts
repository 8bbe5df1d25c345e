import { Environment, RecordSource, Store } from 'relay-runtime';
import type { ClientApiConfig } from '../shop/pageContext.d.ts';
import { readShopCookie } from '../shop/cookies.ts';
import { AUTH_COOKIE } from './cookies.ts';
import { getDataIdFor } from './dataId.ts';
import { createNetwork, type Api } from './network.ts';
import { isPageQuery } from './pageQueries.ts';
import { isPersonalisedOperation } from './personalised.ts';
import { loadQueryText } from './queryText.ts';
import type { PageRecords } from './environment.ts';

const environments: Partial<Record<Api, Environment>> = {};

/** One environment per API for the whole browser session: client navigations keep the store. */
export function getClientEnvironment(api: Api, config: ClientApiConfig): Environment {
  let environment = environments[api];
  if (!environment) {
    const network =
      api === 'shop'
        ? createNetwork({
            api,
            url: config.shopUrl,
            authToken: () => readShopCookie(AUTH_COOKIE),
            isPersonalised: isPersonalisedOperation,
            queryText: (id) => loadQueryText(id),
            loadedWithPage: isPageQuery,
          })
        : createNetwork({ api, url: config.contentUrl, contentToken: () => config.contentToken, queryText: (id) => loadQueryText(id), loadedWithPage: isPageQuery });
    const store = new Store(new RecordSource());
    // Never collected: the page queries' artifacts here cannot mark what they retain (pageQueries.ts),
    // so a collection would drop the shown page's records. A session's pages stay in memory.
    store.holdGC();
    environment = new Environment({ network, store, getDataID: getDataIdFor(api) });
    environments[api] = environment;
  }
  return environment;
}

/** Puts the records rendered on the server into the browser stores, so hydration needs no request. */
export function publishPageRecords(records: PageRecords | undefined, config: ClientApiConfig): void {
  for (const api of ['shop', 'content'] as const) {
    const map = records?.[api];
    if (!map) continue;
    const store = getClientEnvironment(api, config).getStore();
    store.publish(new RecordSource(map));
    store.notify();
  }
}
