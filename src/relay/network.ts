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
  /** Shop only: the customer's token, sent only with personalised operations. */
  authToken?: () => string | undefined;
  /** Shop only, on the server: the server's own token for catalogue operations (GRAPHQL_TOKEN). */
  serverToken?: () => string | undefined;
  /** Content only: the content API's bearer token (the preview token in preview mode). */
  contentToken?: () => string | undefined;
  /** Shop only: whether an operation belongs to the personalised API. */
  isPersonalised?: (operationName: string) => boolean;
  /**
   * The text of a persisted query by its id, for a query whose artifact has none (the browser
   * build leaves query texts out of the scripts) when the API does not know the hash yet.
   */
  queryText?: (id: string) => Promise<string | undefined>;
  /** Personalised operations refuse to run here, so server HTML never depends on the visitor. */
  onServer?: boolean;
  /** Browser only: queries whose records come with the page (pageQueries.ts), refused here. */
  loadedWithPage?: (operationName: string) => boolean;
  logger?: Logger;
  sleep?: (ms: number) => Promise<void>;
}

export const LOG_SERVER_ERROR = 'Server error has been received';
export const LOG_PARSE_ERROR = 'Could not parse response from API';
export const LOG_UNEXPECTED = 'Unexpected error occurred during graphql operation';
export const LOG_RETRY_FAILED = 'Operation failed after retry';
export const LOG_PARTIAL_DATA = 'Response contains errors, using partial data';

const ACCEPT = 'application/graphql-response+json, application/json';
const MAX_RATE_LIMIT_RETRIES = 5;
// Expected answers for guests and missing things: the caller handles them, logs would be noise.
const SILENT_CODES = new Set(['UNAUTHENTICATED', 'UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND']);
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

/** Seconds from `rate-limit-reset`, 1 s when absent or not a number. */
function rateLimitWaitMs(headers: Headers): number {
  const raw = headers.get('rate-limit-reset')?.trim();
  const seconds = raw ? Number(raw) : NaN;
  return (Number.isFinite(seconds) && seconds >= 0 ? seconds : 1) * 1000;
}

export function createFetchFn(options: NetworkOptions): FetchFunction {
  const { api, url, logger = console, sleep = defaultSleep } = options;

  const execute = async (params: RequestParameters, variables: Variables): Promise<GraphQLResponse> => {
    const operationName = params.name;

    const fail = (message: string, code: string, answer?: Answer, cause?: unknown): ApiError => {
      const status = answer?.status;
      if (!SILENT_CODES.has(code) && !(status !== undefined && SILENT_STATUSES.has(status))) {
        logger.error(message, { operationName, code, status });
      }
      return new ApiError({ operationName, code, status, extensions: firstErrorExtensions(answer?.body), cause });
    };

    const send = async (method: 'GET' | 'POST', headers: Record<string, string>, payload?: string, query?: URLSearchParams): Promise<Answer> => {
      const target = query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
      let response: Response;
      let raw: string;
      try {
        const init: RequestInit = { method, headers, body: payload, credentials: 'same-origin' };
        response = await (options.fetchFn ? options.fetchFn(target, init) : fetch(target, init));
        raw = await response.text();
      } catch (cause) {
        throw fail(LOG_UNEXPECTED, 'NETWORK_ERROR', undefined, cause);
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
      const personalised = api === 'shop' && options.isPersonalised?.(operationName) === true;
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
      const token = api === 'content' ? options.contentToken?.() : personalised ? options.authToken?.() : options.serverToken?.();
      if (token) headers.Authorization = `Bearer ${token}`;

      const extensions = id ? { persistedQuery: { version: 1, sha256Hash: id } } : undefined;
      const post = (query = text) =>
        send('POST', { ...headers, 'Content-Type': 'application/json' }, JSON.stringify({ query, variables, operationName, extensions }));
      const exchange = async (): Promise<Answer> => {
        // Only queries go by hash over GET (cacheable); yoga refuses mutations over GET.
        if (!id || params.operationKind !== 'query') return post();
        const query = new URLSearchParams({ operationName, variables: JSON.stringify(variables), extensions: JSON.stringify(extensions) });
        const answer = await send('GET', headers, undefined, query);
        // Unknown hash (yoga says so with 404 or 200): the full text registers it.
        if (answer.code !== 'PERSISTED_QUERY_NOT_FOUND') return answer;
        const full = text ?? (await options.queryText?.(id).catch(() => undefined));
        return full ? post(full) : answer;
      };

      let timeoutRetried = false;
      let rateLimitRetries = 0;
      for (;;) {
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
          rateLimitRetries++;
          await sleep(rateLimitWaitMs(answer.headers));
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
