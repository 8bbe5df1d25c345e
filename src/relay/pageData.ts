import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { getRequest, RecordSource, type Environment, type GraphQLTaggedNode, type OperationType } from 'relay-runtime';
import { isRefusedLogin } from './apiError.ts';
import { ABORTED_CODE, ApiError, errorPageFor, isUpstreamFailure, untilAborted, type Api } from './network.ts';
import { deepFreeze, FREEZE_SHARED } from './deepFreeze.ts';
import { createServerEnvironment, fetchRecords, type PageRecords, type RecordMap } from './environment.ts';
import { packPageRecords, type PackedPageRecords } from './pageRecords.ts';
import { personalKey, type PersonalOutcome, type PersonalOutcomes } from './personalData.ts';

/**
 * How long answers that are the same for every visitor are kept per process: the frame's
 * navigation for a minute (the pages' own s-maxage), a page's catalogue data (products, prices,
 * availability) for a few seconds, so a busy page is asked of the API a few times a minute
 * instead of once per view, and what it shows is never older than a CDN would keep it.
 */
export const SHARED_FOR = { frame: 60_000, page: 10_000 } as const;

/** At most this many answers are kept (listings with filters, search terms, products): the least recently used go first. */
export const MAX_SHARED_ANSWERS = 100;

interface SharedEntry {
  key: string;
  expires: number;
  /** The query's records and its answer as read from them; rejects when the query failed. */
  loaded: Promise<{ records: RecordMap; response: unknown }>;
  /** Page views waiting for it now; when the last of them gives up, the load is cut. */
  waiters: number;
  settled: boolean;
  cut: AbortController;
}

/**
 * Answers of queries that are the same for every visitor, per process, keyed by API, endpoint,
 * operation and variables; the least recently used last in the map's order. Concurrent page
 * views share one request; a failed load is not kept.
 */
const sharedAnswers = new Map<string, SharedEntry>();

/**
 * The packed records of pages whose every query was shared, by the keys of those answers: page
 * views of the same answers send the same records, so they are packed once. Valid while each
 * of its answers is still the one kept.
 */
const packedPages = new Map<string, { entries: SharedEntry[]; packed: PackedPageRecords }>();

/**
 * Answers of a page's own queries that the page's shared answers alone answered (no API asked, no
 * records of the page's own in its store), by query, variables and those answers: the same for
 * every view while each of those answers is still the one kept. A listing's trail, read from the
 * frame's navigation, is read once so, not copied and read anew in every view's store.
 */
const derivedAnswers = new Map<string, { entries: SharedEntry[]; response: unknown }>();

/**
 * What page views share, frozen outside production (deepFreeze.ts): an attempt to add a visitor's
 * records to a shared answer, or to change one for a single view, fails there and then.
 */
const shared = <T>(value: T): T => (FREEZE_SHARED ? deepFreeze(value) : value);

/** Whether every one of these answers is still the one kept. */
const stillKept = (entries: readonly SharedEntry[]) => entries.every((entry) => sharedAnswers.get(entry.key) === entry);

/** Forgets every shared answer (tests). */
export function clearSharedRecords(): void {
  sharedAnswers.clear();
  packedPages.clear();
  derivedAnswers.clear();
}

export interface LoadOptions {
  /**
   * The answer is the same for every visitor: share it between page views for this many ms
   * (`SHARED_FOR`), unless this request's endpoint answers per visitor.
   */
  sharedFor?: number;
  /** The clock (tests). */
  now?: number;
}

/** Puts a key last in a map's order, so the first key is the least recently used. */
function touch<V>(map: Map<string, V>, key: string, value: V): void {
  map.delete(key);
  map.set(key, value);
  while (map.size > MAX_SHARED_ANSWERS) map.delete(map.keys().next().value!);
}

/** The shared answer for a key, loaded with `load` when there is none or it has expired. */
function sharedAnswer(key: string, ttl: number, now: number, load: (signal: AbortSignal) => SharedEntry['loaded']): SharedEntry {
  const kept = sharedAnswers.get(key);
  if (kept && kept.expires > now) {
    touch(sharedAnswers, key, kept);
    return kept;
  }
  const cut = new AbortController();
  const entry: SharedEntry = { key, expires: now + ttl, loaded: load(cut.signal), waiters: 0, settled: false, cut };
  touch(sharedAnswers, key, entry);
  entry.loaded.then(
    () => (entry.settled = true),
    () => {
      entry.settled = true;
      if (sharedAnswers.get(key) === entry) sharedAnswers.delete(key);
    },
  );
  return entry;
}

/**
 * Loads what a page needs in +data, on one server environment per API, so every query of the
 * page (its own and the frame's) ends up in one set of records for the render and the browser.
 */
export function createPageLoader(pageContext: PageContextServer) {
  const environments: Partial<Record<Api, Environment>> = {};
  /** The shared answers in this page's records, and whether the page's own environments asked an API too. */
  const used: SharedEntry[] = [];
  let ownRequests = false;
  /**
   * Shared answers not yet copied into this page's store: a page view whose records were packed
   * before (every query shared) never needs them there, so they are copied only when the page asks
   * an API itself or packs its own records.
   */
  const unpublished: Partial<Record<Api, RecordMap[]>> = {};
  const publishShared = (api: Api) => {
    const pending = unpublished[api];
    if (!pending?.length) return;
    const store = environment(api).getStore();
    for (const records of pending.splice(0)) store.publish(new RecordSource(records));
  };
  const environment = (api: Api) => {
    const endpoint = pageContext.serverApi[api];
    const fetchFn = endpoint.fetchFn ?? fetch;
    return (environments[api] ??= createServerEnvironment(api, {
      ...endpoint,
      fetchFn: (input, init) => {
        ownRequests = true;
        return fetchFn(input, init);
      },
    }));
  };

  /**
   * Runs a query into this page's store. A shared answer comes from the process-wide cache when
   * fresh, else one request fills it; its records are copied into this page's store (when the page
   * needs them there, see `unpublished`), so the render and the browser get them as if the page had
   * asked. Records new to this store are put in as they are: Relay copies a record before it
   * changes it, so the page's own queries never alter the cached ones.
   */
  async function load<T extends OperationType>(
    api: Api,
    query: GraphQLTaggedNode,
    variables: T['variables'],
    options: LoadOptions,
  ): Promise<T['response']> {
    const endpoint = pageContext.serverApi[api];
    const key = `${api} ${endpoint.url} ${getRequest(query).params.name} ${JSON.stringify(variables)}`;
    if (!options.sharedFor || endpoint.perVisitor) {
      // Nothing of the page's own in its store yet: the answer follows from the shared answers alone.
      const sources = endpoint.perVisitor || ownRequests ? null : [...new Set(used)];
      const derivedKey =
        sources &&
        `${key}\n${sources
          .map((entry) => entry.key)
          .sort()
          .join('\n')}`;
      const derived = derivedKey ? derivedAnswers.get(derivedKey) : undefined;
      if (derivedKey && derived && stillKept(derived.entries)) {
        touch(derivedAnswers, derivedKey, derived);
        return derived.response as T['response'];
      }
      // The store answers what the page's shared answers already hold, as if the page had asked.
      publishShared(api);
      const response = await fetchRecords<T>(environment(api), query, variables);
      if (derivedKey && sources && !ownRequests) touch(derivedAnswers, derivedKey, { entries: sources, response: shared(response) });
      return response;
    }
    // A page whose time is up or whose visitor has gone starts no load, shared or not.
    if (endpoint.signal?.aborted) throw new ApiError({ operationName: getRequest(query).params.name, code: ABORTED_CODE });
    let asked = false;
    const entry = sharedAnswer(key, options.sharedFor, options.now ?? Date.now(), async (signal) => {
      asked = true;
      // Other page views may wait for this answer too: one visitor's budget or departure does not
      // cut it (each call still has its own deadline), only the last waiting view's giving up does.
      const own = createServerEnvironment(api, { ...endpoint, signal });
      const response = await fetchRecords<T>(own, query, variables);
      return shared({ records: own.getStore().getSource().toJSON(), response });
    });
    endpoint.onSharedAnswer?.(!asked);
    entry.waiters++;
    let result: Awaited<SharedEntry['loaded']>;
    try {
      result = await untilAborted(entry.loaded, endpoint.signal);
    } catch (error) {
      throw endpoint.signal?.aborted
        ? new ApiError({ operationName: getRequest(query).params.name, code: ABORTED_CODE, cause: error })
        : error;
    } finally {
      entry.waiters--;
      if (entry.waiters === 0 && !entry.settled && endpoint.signal?.aborted) entry.cut.abort();
    }
    (unpublished[api] ??= []).push(result.records);
    used.push(entry);
    return result.response as T['response'];
  }

  /** What became of each of the visitor's queries, by personalKey. */
  const outcomes: Record<string, PersonalOutcome> = {};

  /** The records of everything loaded so far, per API, packed for the render and the browser. */
  function pack(): PackedPageRecords {
    const records: PageRecords = {};
    for (const api of ['shop', 'content'] as const) {
      publishShared(api);
      const env = environments[api];
      if (env) records[api] = env.getStore().getSource().toJSON();
    }
    return packPageRecords(records);
  }

  return {
    /**
     * A query the page cannot do without: NOT_FOUND ends it with 404. An API that failed, was too
     * slow for the page's budget or could not be reached ends it with the error page as 503 (the
     * server adds Retry-After; a cache in front serves its last good copy meanwhile): the shop is
     * not broken, its back end is unavailable. Anything else is a 500. The network layer has
     * already logged the failure, naming the operation.
     */
    async critical<T extends OperationType>(
      api: Api,
      query: GraphQLTaggedNode,
      variables: T['variables'],
      options: LoadOptions = {},
    ): Promise<T['response']> {
      try {
        return await load<T>(api, query, variables, options);
      } catch (error) {
        if (errorPageFor(error) === 'errorPageNotFound') throw render(404);
        if (isUpstreamFailure(error)) throw render(503, error.message);
        throw render(500, 'Page data could not be loaded');
      }
    },

    /** A part the page can show without (teasers, the navigation): a failure leaves it out. */
    async deferred<T extends OperationType>(
      api: Api,
      query: GraphQLTaggedNode,
      variables: T['variables'],
      options: LoadOptions = {},
    ): Promise<T['response'] | null> {
      try {
        return await load<T>(api, query, variables, options);
      } catch {
        return null;
      }
    },

    /**
     * The visitor's own data (basket, account, wishlist …), on a personal page only: with the
     * customer's token from the auth cookie, never shared with other page views, its records go
     * into this page's. A failure leaves it out and is noted in `personalOutcomes`, so the page
     * shows the failure with its retry (or, for a refused token, asks again in the browser, whose
     * route ends the session) instead of an error page.
     */
    async personal<T extends OperationType>(query: GraphQLTaggedNode, variables: T['variables']): Promise<T['response'] | null> {
      const name = getRequest(query).params.name;
      if (!pageContext.serverApi.shop.visitor) throw new Error(`${name}: the visitor's data is loaded on personal pages only`);
      const key = personalKey(name, variables);
      // This page's records are the visitor's now: never packed for, or derived into, other views.
      ownRequests = true;
      publishShared('shop');
      try {
        const response = await fetchRecords<T>(environment('shop'), query, variables);
        outcomes[key] = 'loaded';
        return response;
      } catch (error) {
        outcomes[key] = error instanceof ApiError && isRefusedLogin(error.code, error.status) ? 'refused' : 'failed';
        return null;
      }
    },

    /** What became of the page's personal queries, for the render and the browser. */
    personalOutcomes(): PersonalOutcomes {
      return { ...outcomes };
    },

    /**
     * The records of everything loaded so far, per API, packed for the render and the browser;
     * packed once for page views whose every query was a shared answer.
     */
    records(): PackedPageRecords {
      if (ownRequests || used.length === 0) return pack();
      const key = [...new Set(used.map((entry) => entry.key))].sort().join('\n');
      const kept = packedPages.get(key);
      if (kept && stillKept(kept.entries) && used.every((entry) => kept.entries.includes(entry))) {
        touch(packedPages, key, kept);
        return kept.packed;
      }
      const packed = shared(pack());
      touch(packedPages, key, { entries: [...new Set(used)], packed });
      return packed;
    },
  };
}
