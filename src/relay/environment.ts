import {
  Environment,
  Network,
  RecordSource,
  Store,
  type GraphQLTaggedNode,
  type OperationType,
  fetchQuery,
} from 'relay-runtime';
import type { RecordMap } from 'relay-runtime/store/RelayStoreTypes';
import { getDataIdFor } from './dataId.ts';
import { createNetwork, type Api, type Logger, type NetworkOptions } from './network.ts';
import { isPersonalisedOperation } from './personalised.ts';

export type { RecordMap };

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
    onServer: true,
    // Personal data is never rendered on the server: such operations fail before any request.
    isPersonalised: api === 'shop' ? isPersonalisedOperation : undefined,
    contentToken: api === 'content' ? () => endpoint.token : undefined,
    serverToken: api === 'shop' ? () => endpoint.token : undefined,
  };
  return new Environment({
    network: createNetwork(options),
    store: new Store(new RecordSource()),
    isServer: true,
    getDataID: getDataIdFor(api),
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
