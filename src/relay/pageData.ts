import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { getRequest, RecordSource, type Environment, type GraphQLTaggedNode, type OperationType } from 'relay-runtime';
import { ApiError, errorPageFor, type Api } from './network.ts';
import { createServerEnvironment, fetchRecords, type PageRecords, type RecordMap } from './environment.ts';
import { packPageRecords, type PackedPageRecords } from './pageRecords.ts';

/** How long records that are the same for every visitor (the frame's navigation) are kept. */
export const SHARED_RECORDS_TTL_MS = 60_000;

interface SharedEntry {
  expires: number;
  /** The query's records and its answer as read from them; null when it failed. */
  loaded: Promise<{ records: RecordMap; response: unknown } | null>;
}

/**
 * Records of queries whose answer is the same for every visitor, per process: one request to the
 * API per minute (the pages' own s-maxage) instead of one per page view. A failed load is not
 * kept. Keyed by API, endpoint, operation and variables.
 */
const sharedRecords = new Map<string, SharedEntry>();

/** Forgets every shared record (tests). */
export function clearSharedRecords(): void {
  sharedRecords.clear();
}

/**
 * Loads what a page needs in +data, on one server environment per API, so every query of the
 * page (its own and the frame's) ends up in one set of records for the render and the browser.
 */
export function createPageLoader(pageContext: PageContextServer) {
  const environments: Partial<Record<Api, Environment>> = {};
  const environment = (api: Api) => (environments[api] ??= createServerEnvironment(api, pageContext.serverApi[api]));

  return {
    /**
     * A query the page cannot do without: NOT_FOUND ends it with 404, any other failure with the
     * error page (status 500); the network layer has already logged it, naming the operation.
     */
    async critical<T extends OperationType>(api: Api, query: GraphQLTaggedNode, variables: T['variables']): Promise<T['response']> {
      try {
        return await fetchRecords<T>(environment(api), query, variables);
      } catch (error) {
        if (errorPageFor(error) === 'errorPageNotFound') throw render(404);
        throw render(500, error instanceof ApiError ? error.message : 'Page data could not be loaded');
      }
    },

    /** A part the page can show without (teasers, the navigation): a failure leaves it out. */
    async deferred<T extends OperationType>(api: Api, query: GraphQLTaggedNode, variables: T['variables']): Promise<T['response'] | null> {
      try {
        return await fetchRecords<T>(environment(api), query, variables);
      } catch {
        return null;
      }
    },

    /**
     * Like `deferred`, for a query whose answer is the same for every visitor: its records come
     * from the process-wide cache when fresh, else one request fills it (concurrent page views
     * share that request). They are copied into this page's store, so the render and the
     * browser get them as if the page had asked; the answer read from them is kept with them
     * (the same for every page view, so not read from the store again each time).
     */
    async shared<T extends OperationType>(api: Api, query: GraphQLTaggedNode, variables: T['variables'], now = Date.now()): Promise<T['response'] | null> {
      const key = `${api} ${pageContext.serverApi[api].url} ${getRequest(query).params.name} ${JSON.stringify(variables)}`;
      let entry = sharedRecords.get(key);
      if (!entry || entry.expires <= now) {
        const own = createServerEnvironment(api, pageContext.serverApi[api]);
        const loaded = fetchRecords<T>(own, query, variables).then(
          (response) => ({ records: own.getStore().getSource().toJSON(), response }),
          () => null,
        );
        entry = { expires: now + SHARED_RECORDS_TTL_MS, loaded };
        sharedRecords.set(key, entry);
        void loaded.then((result) => {
          if (!result && sharedRecords.get(key) === entry) sharedRecords.delete(key);
        });
      }
      const result = await entry.loaded;
      if (!result) return null;
      // Records new to this store are put in as they are; Relay copies a record before it changes
      // it, so the page's own queries never alter the cached ones.
      environment(api).getStore().publish(new RecordSource(result.records));
      return result.response as T['response'];
    },

    /** The records of everything loaded so far, per API, packed for the render and the browser. */
    records(): PackedPageRecords {
      const records: PageRecords = {};
      for (const api of ['shop', 'content'] as const) {
        const env = environments[api];
        if (env) records[api] = env.getStore().getSource().toJSON();
      }
      return packPageRecords(records);
    },
  };
}
