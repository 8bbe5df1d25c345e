// The one network layer of every Relay environment (browser and server, shop and content API).
import { Network } from 'relay-runtime';
import type { FetchFunction, GraphQLResponse, INetwork, RequestParameters, Variables } from 'relay-runtime';
import { ApiError, errorCodeOf, firstErrorExtensions, hasErrors, isRecord } from './apiError.ts';

export { ApiError, errorCodeOf, errorPageFor } from './apiError.ts';

export type Api = 'shop' | 'content';

export interface Logger {
  info(msg: string, meta?: object): void;
  warn(msg: string, meta?: object): void;
  error(msg: string, meta?: object): void;
}

export interface NetworkOptions {
  api: Api;
  /** '/graphql' in the browser, an absolute URL on the server. */
  url: string;
  /** Defaults to the global fetch; the server passes the in-process mock's fetch. */
  fetchFn?: typeof fetch;
  /** Extra headers on every request; an Authorization header here is ignored. */
  headers?: Record<string, string>;
  /**
   * Shop only, in the browser: where personalised operations go instead of `url` (the shop's own
   * route, whose server adds the customer's token from the HttpOnly cookie) and the headers that
   * prove the request comes from the shop's pages.
   */
  personalisedRoute?: { url: string; headers: Record<string, string> };
  /** Shop only, on the server: the server's own token for catalogue operations (GRAPHQL_TOKEN). */
  serverToken?: () => string | undefined;
  /** Content only: the content API's bearer token (the preview token in preview mode). */
  contentToken?: () => string | undefined;
  /** Shop only: whether an operation belongs to the personalised API (by its name, or in the browser by its artifact's request). */
  isPersonalised?: (operationName: string, params: RequestParameters) => boolean;
  /**
   * The text of a persisted query by its id, for a query whose artifact has none (the browser
   * build leaves query texts out of the scripts) when the API does not know the hash yet.
   */
  queryText?: (id: string) => Promise<string | undefined>;
  /**
   * Personalised operations refuse to run here, so server HTML never depends on the visitor (a
   * personal page's loader on the server leaves it off: see customerToken).
   */
  onServer?: boolean;
  /**
   * Server only, shop only, a personal page's loader: the customer's token from the auth cookie,
   * the bearer token of personalised operations (none for a guest).
   */
  customerToken?: string;
  /** Browser only: queries whose records come with the page (pageQueries.ts), refused here. */
  loadedWithPage?: (operationName: string) => boolean;
  logger?: Logger;
  sleep?: (ms: number) => Promise<void>;
  /**
   * Server only: how long one attempt may take before it counts as a timeout (and is retried
   * once, as the call rules say for timeouts); unset in the browser, which waits as long as it takes.
   */
  timeoutMs?: number;
  /**
   * Server only: the page's budget. Aborted when the page's time is up or its visitor has gone:
   * every call in flight is cut and none starts; a rate-limit wait that would outlast `deadline`
   * (epoch ms) fails at once instead.
   */
  signal?: AbortSignal;
  deadline?: number;
}

export const LOG_SERVER_ERROR = 'Server error has been received';
export const LOG_PARSE_ERROR = 'Could not parse response from API';
export const LOG_UNEXPECTED = 'Unexpected error occurred during graphql operation';
export const LOG_RETRY_FAILED = 'Operation failed after retry';
export const LOG_PARTIAL_DATA = 'Response contains errors, using partial data';

const ACCEPT = 'application/graphql-response+json, application/json';
const MAX_RATE_LIMIT_RETRIES = 5;
// Expected answers for guests and missing things: the caller handles them, logs would be noise.
/** The code of a call cut because the page's budget ran out or its visitor went away. */
export const ABORTED_CODE = 'ABORTED';
// A call cut by the page's budget or a visitor who left is the page's affair, logged there once.
const SILENT_CODES = new Set(['UNAUTHENTICATED', 'UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND', ABORTED_CODE]);
const SILENT_STATUSES = new Set([401, 403, 404]);

interface Answer {
  status: number;
  headers: Headers;
  /** The parsed JSON object, undefined when the body was not one. */
  body: unknown;
  code: string | undefined;
  failed: boolean;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Failures of the shop's own code (an operation used where it must not be), not of an API. */
const OWN_FAULTS = new Set(['PERSONALISED_ON_SERVER', 'LOADED_WITH_PAGE', 'MISSING_QUERY_TEXT', 'UNEXPECTED_ERROR']);

/**
 * Whether a failed call failed because of the API or the way to it (an error answer, a timeout,
 * no connection, the page's budget spent): the page is then unavailable for a while, not broken.
 */
export const isUpstreamFailure = (error: unknown): error is ApiError => error instanceof ApiError && !OWN_FAULTS.has(error.code);

/** Settles with `promise`, or rejects as soon as `signal` aborts (whether or not the work stops). */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/** Seconds from `rate-limit-reset`, 1 s when absent or not a number. */
function rateLimitWaitMs(headers: Headers): number {
  const raw = headers.get('rate-limit-reset')?.trim();
  const seconds = raw ? Number(raw) : NaN;
  return (Number.isFinite(seconds) && seconds >= 0 ? seconds : 1) * 1000;
}

export function createFetchFn(options: NetworkOptions): FetchFunction {
  const { api, url, logger = console, sleep = defaultSleep, signal, timeoutMs, deadline } = options;

  const execute = async (params: RequestParameters, variables: Variables): Promise<GraphQLResponse> => {
    const operationName = params.name;

    const fail = (message: string, code: string, answer?: Answer, cause?: unknown): ApiError => {
      const status = answer?.status;
      if (!SILENT_CODES.has(code) && !(status !== undefined && SILENT_STATUSES.has(status))) {
        logger.error(message, { operationName, code, status });
      }
      return new ApiError({ operationName, code, status, extensions: firstErrorExtensions(answer?.body), cause });
    };

    const send = async (
      base: string,
      method: 'GET' | 'POST',
      headers: Record<string, string>,
      payload?: string,
      query?: URLSearchParams,
    ): Promise<Answer> => {
      const target = query ? `${base}${base.includes('?') ? '&' : '?'}${query}` : base;
      let response: Response;
      let raw: string;
      // One attempt's own deadline beside the page's: either cuts the request.
      const timer = timeoutMs ? new AbortController() : undefined;
      const timeout = timer ? setTimeout(() => timer.abort(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs) : undefined;
      const attempt = timer?.signal;
      const cut = attempt && signal ? AbortSignal.any([signal, attempt]) : (attempt ?? signal);
      try {
        const init: RequestInit = { method, headers, body: payload, credentials: 'same-origin', ...(cut ? { signal: cut } : {}) };
        // Raced as well: an in-process fetch need not honour the signal.
        response = await untilAborted(options.fetchFn ? options.fetchFn(target, init) : fetch(target, init), cut);
        raw = await untilAborted(response.text(), cut);
      } catch (cause) {
        if (signal?.aborted) throw fail(LOG_UNEXPECTED, ABORTED_CODE, undefined, cause);
        // Too slow: a timeout like the API's own 408, retried once by the rules below.
        if (attempt?.aborted) return { status: 408, headers: new Headers(), body: undefined, code: 'REQUEST_TIMEOUT', failed: true };
        throw fail(LOG_UNEXPECTED, 'NETWORK_ERROR', undefined, cause);
      } finally {
        clearTimeout(timeout);
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        // handled below: a body that is not a JSON object
      }
      const status = response.status;
      const body = isRecord(parsed) ? parsed : undefined;
      if (response.ok && !body) return { status, headers: response.headers, body, code: 'PARSE_ERROR', failed: true };
      const failed = !response.ok || (hasErrors(body) && body?.data == null);
      return { status, headers: response.headers, body, code: errorCodeOf(body, status), failed };
    };

    try {
      const personalised = api === 'shop' && options.isPersonalised?.(operationName, params) === true;
      if (personalised && options.onServer) throw fail(LOG_UNEXPECTED, 'PERSONALISED_ON_SERVER');
      if (options.loadedWithPage?.(operationName)) throw fail(LOG_UNEXPECTED, 'LOADED_WITH_PAGE');
      const id = params.id ?? undefined;
      const text = params.text ?? undefined;
      if (!id && !text) throw fail(LOG_UNEXPECTED, 'MISSING_QUERY_TEXT');

      const headers: Record<string, string> = { Accept: ACCEPT };
      for (const [name, value] of Object.entries(options.headers ?? {})) {
        // Tokens go only where they belong, so no caller-supplied Authorization slips through.
        if (name.toLowerCase() !== 'authorization') headers[name] = value;
      }
      // In the browser the customer's token is never here: personalised operations go to the shop's
      // own route. On the server only a personal page's loader has it.
      const token = api === 'content' ? options.contentToken?.() : personalised ? options.customerToken : options.serverToken?.();
      if (token) headers.Authorization = `Bearer ${token}`;
      const route = personalised ? options.personalisedRoute : undefined;
      if (route) Object.assign(headers, route.headers);
      const target = route?.url ?? url;

      const extensions = id ? { persistedQuery: { version: 1, sha256Hash: id } } : undefined;
      const post = (query = text) =>
        send(
          target,
          'POST',
          { ...headers, 'Content-Type': 'application/json' },
          JSON.stringify({ query, variables, operationName, extensions }),
        );
      const exchange = async (): Promise<Answer> => {
        // Only queries go by hash over GET (cacheable); yoga refuses mutations over GET.
        if (!id || params.operationKind !== 'query') return post();
        const query = new URLSearchParams({ operationName, variables: JSON.stringify(variables), extensions: JSON.stringify(extensions) });
        const answer = await send(target, 'GET', headers, undefined, query);
        // Unknown hash (yoga says so with 404 or 200): the full text registers it.
        if (answer.code !== 'PERSISTED_QUERY_NOT_FOUND') return answer;
        const full = text ?? (await options.queryText?.(id).catch(() => undefined));
        return full ? post(full) : answer;
      };

      let timeoutRetried = false;
      let rateLimitRetries = 0;
      for (;;) {
        if (signal?.aborted) throw fail(LOG_UNEXPECTED, ABORTED_CODE);
        const answer = await exchange();
        const code = answer.code ?? 'UNKNOWN';
        if (!answer.failed) {
          if (answer.code) logger.warn(LOG_PARTIAL_DATA, { operationName, code });
          return answer.body as GraphQLResponse;
        }
        const timeout = answer.status === 408 || answer.status === 502 || code === 'REQUEST_TIMEOUT';
        if (timeout) {
          if (timeoutRetried) throw fail(LOG_RETRY_FAILED, code, answer);
          timeoutRetried = true;
          continue;
        }
        const rateLimited = answer.status === 429 || code === 'TOO_MANY_REQUESTS';
        if (api === 'content' && rateLimited && rateLimitRetries < MAX_RATE_LIMIT_RETRIES) {
          const wait = rateLimitWaitMs(answer.headers);
          // On the server the wait counts against the page's budget: one that outlasts it is not begun.
          if (deadline !== undefined && Date.now() + wait >= deadline) throw fail(LOG_SERVER_ERROR, code, answer);
          rateLimitRetries++;
          try {
            await untilAborted(sleep(wait), signal);
          } catch (cause) {
            throw fail(LOG_UNEXPECTED, ABORTED_CODE, answer, cause);
          }
          continue;
        }
        throw fail(code === 'PARSE_ERROR' ? LOG_PARSE_ERROR : LOG_SERVER_ERROR, code, answer);
      }
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw fail(LOG_UNEXPECTED, 'UNEXPECTED_ERROR', undefined, error);
    }
  };
  // No caching here: Relay's store and fetch policies decide what is reused.
  return execute;
}

export function createNetwork(options: NetworkOptions): INetwork {
  return Network.create(createFetchFn(options));
}
