import { Environment, Network, RecordSource, Store, type GraphQLResponse } from 'relay-runtime';
import type { ClientApiConfig } from '../shop/pageContext.d.ts';
import { readShopCookie } from '../shop/privacy/cookies.ts';
import { hasLoginMarker, LOGIN_CHANGED, setLoginMarker } from '../shop/context/loginMarker.ts';
import { SESSION_COOKIE } from './cookies.ts';
import { getDataIdFor } from './dataId.ts';
import { createFetchFn, createNetwork, type Api } from './network.ts';
import { isPageQuery } from './pageQueries.ts';
import { isPersonalisedRequest } from './personalisedRequest.ts';
import { CLIENT_HEADER, CLIENT_HEADER_VALUE, PERSONALISED_PATH } from './personalisedRoute.ts';
import { loadQueryText } from './queryText.ts';
import type { PageRecords } from './environment.ts';

const environments: Partial<Record<Api, Environment>> = {};

const sessionCookie = () => readShopCookie(SESSION_COOKIE) === '1';

/** The session as the page last heard of it (LOGIN_CHANGED); undefined until it first does. */
let heard: boolean | undefined;

/**
 * After a personalised answer: the server may have started or ended the session with it (a login
 * only the auth cookie knew of, set by a test, the app or the mock console; a token the API
 * refused). When the session differs from what the page last heard, the page hears of it: the
 * stored marker follows, and LOGIN_CHANGED goes out, so the header and the account see it.
 * Checked a task later, after the callers of the answer: a login's or logout's own startSession or
 * endSession comes first and says why.
 */
export function followSession(before: boolean): void {
  if (heard === undefined) {
    heard = before;
    window.addEventListener(LOGIN_CHANGED, () => (heard = sessionCookie()));
  }
  setTimeout(() => {
    const now = sessionCookie();
    if (now === heard) return;
    if (now !== hasLoginMarker()) setLoginMarker(now);
    else window.dispatchEvent(new Event(LOGIN_CHANGED));
  }, 0);
}

function shopNetwork(config: ClientApiConfig) {
  const fetchFn = createFetchFn({
    api: 'shop',
    url: config.shopUrl,
    // Personalised operations go to the shop's own origin, whose server adds the customer's token.
    personalisedRoute: { url: PERSONALISED_PATH, headers: { [CLIENT_HEADER]: CLIENT_HEADER_VALUE } },
    isPersonalised: (_name, params) => isPersonalisedRequest(params),
    queryText: (id) => loadQueryText(id),
    loadedWithPage: isPageQuery,
  });
  return Network.create(async (params, variables, cacheConfig) => {
    const personalised = isPersonalisedRequest(params);
    const before = personalised && sessionCookie();
    try {
      return await (fetchFn(params, variables, cacheConfig) as Promise<GraphQLResponse>);
    } finally {
      if (personalised) followSession(before);
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
        : createNetwork({
            api,
            url: config.contentUrl,
            contentToken: () => config.contentToken,
            queryText: (id) => loadQueryText(id),
            loadedWithPage: isPageQuery,
          });
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
