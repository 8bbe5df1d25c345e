import { Environment, RecordSource, Store } from 'relay-runtime';
import type { ClientApiConfig } from '../shop/pageContext.d.ts';
import { readShopCookie } from '../shop/cookies.ts';
import { AUTH_COOKIE } from './cookies.ts';
import { getDataIdFor } from './dataId.ts';
import { createNetwork, type Api } from './network.ts';
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
          })
        : createNetwork({ api, url: config.contentUrl, contentToken: () => config.contentToken, queryText: (id) => loadQueryText(id) });
    environment = new Environment({ network, store: new Store(new RecordSource()), getDataID: getDataIdFor(api) });
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
