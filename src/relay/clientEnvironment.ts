import { Environment, Network, RecordSource, Store, type GraphQLResponse } from 'relay-runtime';
import type { ClientApiConfig } from '../shop/pageContext.d.ts';
import { readShopCookie } from '../shop/cookies.ts';
import { hasLoginMarker, setLoginMarker } from '../shop/loginMarker.ts';
import { SESSION_COOKIE } from './cookies.ts';
import { getDataIdFor } from './dataId.ts';
import { createFetchFn, createNetwork, type Api } from './network.ts';
import { isPageQuery } from './pageQueries.ts';
import { isPersonalisedOperation } from './personalised.ts';
import { CLIENT_HEADER, CLIENT_HEADER_VALUE, PERSONALISED_PATH } from './personalisedRoute.ts';
import { loadQueryText } from './queryText.ts';
import type { PageRecords } from './environment.ts';

const environments: Partial<Record<Api, Environment>> = {};

/**
 * After a personalised answer: the server may have started or ended the session with it (a login
 * a test or the mock console set, a token the API refused). The stored marker follows the
 * session's companion cookie, so the header and the account see it. Checked a task later, after
 * the callers of the answer: their own startSession or endSession comes first and says why.
 */
export function followSession(): void {
  setTimeout(() => {
    const loggedIn = readShopCookie(SESSION_COOKIE) === '1';
    if (loggedIn !== hasLoginMarker()) setLoginMarker(loggedIn);
  }, 0);
}

function shopNetwork(config: ClientApiConfig) {
  const fetchFn = createFetchFn({
    api: 'shop',
    url: config.shopUrl,
    // Personalised operations go to the shop's own origin, whose server adds the customer's token.
    personalisedRoute: { url: PERSONALISED_PATH, headers: { [CLIENT_HEADER]: CLIENT_HEADER_VALUE } },
    isPersonalised: isPersonalisedOperation,
    queryText: (id) => loadQueryText(id),
    loadedWithPage: isPageQuery,
  });
  return Network.create(async (params, variables, cacheConfig) => {
    try {
      return await (fetchFn(params, variables, cacheConfig) as Promise<GraphQLResponse>);
    } finally {
      if (isPersonalisedOperation(params.name)) followSession();
    }
  });
}

/** One environment per API for the whole browser session: client navigations keep the store. */
export function getClientEnvironment(api: Api, config: ClientApiConfig): Environment {
  let environment = environments[api];
  if (!environment) {
    const network =
      api === 'shop'
        ? shopNetwork(config)
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
