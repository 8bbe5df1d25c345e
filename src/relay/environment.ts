import {
  Environment,
  Network,
  RecordSource,
  Store,
  type GraphQLResponse,
  type GraphQLTaggedNode,
  type OperationType,
  fetchQuery,
} from 'relay-runtime';
import type { RecordMap } from '../internals/relay.ts';
import { getDataIdFor } from './dataId.ts';
import { ApiError, createFetchFn, createNetwork, type Api, type Logger, type NetworkOptions } from './network.ts';
import { isPersonalisedOperation } from './personalised.ts';

export type { RecordMap };

/** One operation as the server's tracing and metrics see it (src/server/observability.ts). */
export interface OperationWatch {
  /** Sent with each of the operation's requests (W3C trace context). */
  headers: Record<string, string>;
  /** Called once: without a failure when the operation answered, with its error code when it failed. */
  end(failure?: { code?: string }): void;
}

/** Where one API lives and what goes with every call to it (server side). */
export interface ApiEndpoint {
  url: string;
  fetchFn?: typeof fetch;
  headers?: Record<string, string>;
  token?: string;
  /** The server's structured logger for this request; the console when absent. */
  logger?: Logger;
  /**
   * This request's answers may differ from other visitors' (content preview, the mock's fault
   * scenarios): none of them is shared with other page views (pageData.ts).
   */
  perVisitor?: boolean;
  /** How long one call may take before it counts as a timeout (API_TIMEOUT_MS). */
  timeoutMs?: number;
  /** This page's budget: aborted when its time is up or its visitor has gone (network.ts). */
  signal?: AbortSignal;
  /** When this page's budget ends (epoch ms): rate-limit waits beyond it are not begun. */
  deadline?: number;
  /** The server's tracing and metrics of each operation (network.ts). */
  observe?: (operationName: string) => OperationWatch;
  /** Told whether a shared answer was already kept (true) or had to be asked for (pageData.ts). */
  onSharedAnswer?: (kept: boolean) => void;
  /**
   * Shop only, and only for a personal page (basket, checkout, account …): the visitor's own data
   * may be loaded, with the customer's token from the auth cookie (none for a guest). Catalogue
   * pages never get it, so their HTML cannot depend on the visitor.
   */
  visitor?: { token: string | undefined };
}

/** Records of both stores, handed from +data to the server render and to the browser. */
export interface PageRecords {
  shop?: RecordMap;
  content?: RecordMap;
}

/** A per-request environment that really fetches: used only inside +data on the server. */
export function createServerEnvironment(api: Api, endpoint: ApiEndpoint): Environment {
  const options: NetworkOptions = {
    api,
    url: endpoint.url,
    fetchFn: endpoint.fetchFn,
    headers: endpoint.headers,
    logger: endpoint.logger,
    timeoutMs: endpoint.timeoutMs,
    signal: endpoint.signal,
    deadline: endpoint.deadline,
    // Personal data is rendered on the server for personal pages only: elsewhere such operations
    // fail before any request.
    onServer: !endpoint.visitor,
    isPersonalised: api === 'shop' ? isPersonalisedOperation : undefined,
    customerToken: api === 'shop' ? endpoint.visitor?.token : undefined,
    contentToken: api === 'content' ? () => endpoint.token : undefined,
    serverToken: api === 'shop' ? () => endpoint.token : undefined,
  };
  return new Environment({
    network: endpoint.observe ? observedNetwork(options, endpoint.observe) : createNetwork(options),
    store: new Store(new RecordSource()),
    isServer: true,
    getDataID: getDataIdFor(api),
  });
}

/**
 * The network layer with each operation watched: its requests carry the operation's trace headers,
 * and the watch hears how it ended (after the layer's retries).
 */
function observedNetwork(options: NetworkOptions, observe: (operationName: string) => OperationWatch) {
  return Network.create(async (params, variables, cacheConfig) => {
    const watch = observe(params.name);
    const fetchFn = createFetchFn({ ...options, headers: { ...options.headers, ...watch.headers } });
    try {
      const response = await (fetchFn(params, variables, cacheConfig) as Promise<GraphQLResponse>);
      watch.end();
      return response;
    } catch (error) {
      watch.end(error instanceof ApiError ? error : { code: 'UNEXPECTED_ERROR' });
      throw error;
    }
  });
}

/**
 * The server render reads only what +data put into the store; a request from here would mean a
 * page component asks for data its query did not load.
 */
export function createStoreOnlyEnvironment(api: Api, records: RecordMap | undefined): Environment {
  const network = Network.create((request) => {
    throw new Error(`${request.name} must be loaded in +data, not during the server render`);
  });
  // Nothing is retained on the server, so nothing is ever collected; said here all the same.
  const store = new Store(new RecordSource(records), { gcScheduler: () => {} });
  return new Environment({ network, store, isServer: true, getDataID: getDataIdFor(api) });
}

const renderEnvironments = new WeakMap<RecordMap, Environment>();

/**
 * The server render's environment for a page's records: one per records object. Page views whose
 * every query was a shared answer get the same records object (pageData.ts), so they render from
 * one environment: its store is copied from the records once, and each page query is checked and
 * read once, not in every view. Nothing changes such a store during a server render (no network,
 * no mutations, no garbage collection), so what one view read holds for the next.
 */
export function storeOnlyEnvironmentFor(api: Api, records: RecordMap | undefined): Environment {
  if (!records) return createStoreOnlyEnvironment(api, records);
  let environment = renderEnvironments.get(records);
  if (!environment) {
    environment = createStoreOnlyEnvironment(api, records);
    renderEnvironments.set(records, environment);
  }
  return environment;
}

/** Runs one query on a server environment; its records stay in the environment's store. */
export async function fetchRecords<T extends OperationType>(
  environment: Environment,
  query: GraphQLTaggedNode,
  variables: T['variables'],
): Promise<T['response']> {
  // Per-request environments start empty: the store only answers what another query of the same
  // page already brought (e.g. the listing's breadcrumb tree, fetched with the frame's navigation).
  const data = await fetchQuery<T>(environment, query, variables, { fetchPolicy: 'store-or-network' }).toPromise();
  if (data === undefined) throw new Error('Query returned no data');
  return data;
}
