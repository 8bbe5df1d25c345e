import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GraphQLResponse, RequestParameters, Variables } from 'relay-runtime';
import {
  ABORTED_CODE,
  ApiError,
  createFetchFn,
  createNetwork,
  errorCodeOf,
  errorPageFor,
  isUpstreamFailure,
  LOG_PARSE_ERROR,
  LOG_RETRY_FAILED,
  LOG_SERVER_ERROR,
  LOG_UNEXPECTED,
} from './network.ts';
import type { Logger, NetworkOptions } from './network.ts';

const TEXT = 'query ProductPageQuery($id: ID!) { productById(id: $id) { id } }';
const HASH = 'a'.repeat(64);

function operation(overrides: Partial<Record<string, unknown>> = {}): RequestParameters {
  return {
    id: HASH,
    cacheID: HASH,
    text: TEXT,
    name: 'ProductPageQuery',
    operationKind: 'query',
    metadata: {},
    ...overrides,
  } as unknown as RequestParameters;
}
const mutation = (overrides: Partial<Record<string, unknown>> = {}) =>
  operation({ name: 'WishlistAddMutation', operationKind: 'mutation', text: 'mutation WishlistAddMutation { x }', ...overrides });

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
const ok = (data: unknown = { productById: { id: '1' } }) => json({ data });
const gqlError = (code: string, status = 200, data: unknown = null) =>
  json({ data, errors: [{ message: code.toLowerCase(), extensions: { code } }] }, status);

function fakeLogger() {
  return { info: vi.fn<Logger['info']>(), warn: vi.fn<Logger['warn']>(), error: vi.fn<Logger['error']>() };
}

/** A network with a scripted fetch: each call takes the next answer (a Response or a thrown error). */
function setup(answers: Array<Response | Error>, options: Partial<NetworkOptions> = {}) {
  const queue = [...answers];
  const fetchFn = vi.fn<typeof fetch>(async () => {
    const next = queue.shift();
    if (!next) throw new Error('unexpected extra request');
    if (next instanceof Error) throw next;
    return next;
  });
  const logger = fakeLogger();
  const sleep = vi.fn(async (_ms: number) => {});
  const fn = createFetchFn({ api: 'shop', url: '/graphql', fetchFn, logger, sleep, ...options });
  const run = (params: RequestParameters = operation(), variables: Variables = { id: '1' }) =>
    fn(params, variables, {}) as Promise<GraphQLResponse>;
  const request = (n: number) => {
    const [input, init] = fetchFn.mock.calls[n] ?? [];
    return { url: String(input), init: init ?? {}, headers: (init?.headers ?? {}) as Record<string, string> };
  };
  const postBody = (n: number) => JSON.parse(String(request(n).init.body)) as Record<string, unknown>;
  return { fetchFn, logger, sleep, run, request, postBody };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('errorCodeOf', () => {
  it('takes the first GraphQL error code', () => {
    const body = {
      errors: [
        { message: 'x', extensions: { code: 'PRODUCT_GONE' } },
        { message: 'y', extensions: { code: 'OTHER' } },
      ],
    };
    expect(errorCodeOf(body, 200)).toBe('PRODUCT_GONE');
    expect(errorCodeOf(body, 500)).toBe('PRODUCT_GONE');
  });

  it.each([
    [400, 'BAD_REQUEST'],
    [401, 'UNAUTHENTICATED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [408, 'REQUEST_TIMEOUT'],
    [410, 'GONE'],
    [429, 'TOO_MANY_REQUESTS'],
    [500, 'INTERNAL_SERVER_ERROR'],
    [502, 'BAD_GATEWAY'],
    [503, 'SERVICE_UNAVAILABLE'],
  ])('names status %i %s when no GraphQL code is given', (status, name) => {
    expect(errorCodeOf(undefined, status)).toBe(name);
    expect(errorCodeOf({ errors: [{ message: 'no code' }] }, status)).toBe(name);
  });

  it('falls back to HTTP_<status> for other non-2xx statuses', () => {
    expect(errorCodeOf('<html>', 418)).toBe('HTTP_418');
    expect(errorCodeOf(null, 504)).toBe('HTTP_504');
  });

  it('is undefined for a clean 2xx answer and GRAPHQL_ERROR for 2xx errors without code', () => {
    expect(errorCodeOf({ data: { a: 1 } }, 200)).toBeUndefined();
    expect(errorCodeOf({ data: null, errors: [] }, 200)).toBeUndefined();
    expect(errorCodeOf({ data: null, errors: [{ message: 'boom' }] }, 200)).toBe('GRAPHQL_ERROR');
  });

  it('ignores a non-string or empty code', () => {
    expect(errorCodeOf({ errors: [{ message: 'x', extensions: { code: 42 } }] }, 503)).toBe('SERVICE_UNAVAILABLE');
    expect(errorCodeOf({ errors: [{ message: 'x', extensions: { code: '' } }] }, 400)).toBe('BAD_REQUEST');
  });
});

describe('errorPageFor', () => {
  it('sends NOT_FOUND and 404 to the not-found page', () => {
    expect(errorPageFor(new ApiError({ operationName: 'Q', code: 'NOT_FOUND', status: 200 }))).toBe('errorPageNotFound');
    expect(errorPageFor(new ApiError({ operationName: 'Q', code: 'NOT_FOUND', status: 404 }))).toBe('errorPageNotFound');
    expect(errorPageFor({ status: 404 })).toBe('errorPageNotFound');
  });

  it('sends everything else to the unknown-error page', () => {
    for (const code of ['BAD_REQUEST', 'FORBIDDEN', 'INTERNAL_SERVER_ERROR', 'NETWORK_ERROR']) {
      expect(errorPageFor(new ApiError({ operationName: 'Q', code }))).toBe('errorPageUnknown');
    }
    expect(errorPageFor(new ApiError({ operationName: 'Q', code: 'PERSISTED_QUERY_NOT_FOUND', status: 404 }))).toBe('errorPageUnknown');
    expect(errorPageFor(new Error('x'))).toBe('errorPageUnknown');
    expect(errorPageFor('NOT_FOUND')).toBe('errorPageUnknown');
    expect(errorPageFor(null)).toBe('errorPageUnknown');
  });
});

describe('ApiError', () => {
  it('names the operation and carries code, status, extensions and cause', () => {
    const cause = new TypeError('offline');
    const error = new ApiError({
      operationName: 'ProductPageQuery',
      code: 'NOT_FOUND',
      status: 404,
      extensions: { code: 'NOT_FOUND' },
      cause,
    });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.message).toBe('ProductPageQuery failed: NOT_FOUND');
    expect(error).toMatchObject({ code: 'NOT_FOUND', status: 404, operationName: 'ProductPageQuery', extensions: { code: 'NOT_FOUND' } });
    expect(error.cause).toBe(cause);
  });
});

describe('request shape', () => {
  it('sends a persisted query as GET with hash, variables and operation name, without text', async () => {
    const t = setup([ok()]);
    await expect(t.run()).resolves.toEqual({ data: { productById: { id: '1' } } });
    const { url, init, headers } = t.request(0);
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(url.startsWith('/graphql?')).toBe(true);
    const search = new URLSearchParams(url.slice(url.indexOf('?') + 1));
    expect([...search.keys()]).toEqual(['operationName', 'variables', 'extensions']);
    expect(search.get('operationName')).toBe('ProductPageQuery');
    expect(JSON.parse(search.get('variables')!)).toEqual({ id: '1' });
    expect(JSON.parse(search.get('extensions')!)).toEqual({ persistedQuery: { version: 1, sha256Hash: HASH } });
    expect(url).not.toContain('query=');
    expect(headers).not.toHaveProperty('Content-Type');
  });

  it('sends credentials same-origin and the GraphQL Accept header on every request', async () => {
    const t = setup([ok(), ok()]);
    await t.run();
    await t.run(mutation());
    for (const n of [0, 1]) {
      expect(t.request(n).init.credentials).toBe('same-origin');
      expect(t.request(n).headers.Accept).toBe('application/graphql-response+json, application/json');
    }
  });

  it('JSON-encodes variables in the GET URL and drops undefined ones', async () => {
    const t = setup([ok()]);
    await t.run(operation(), { id: 'ä&=?', gone: undefined, list: [1, 'b'], nested: { x: null, y: undefined } });
    const search = new URLSearchParams(t.request(0).url.split('?')[1]);
    expect(search.get('variables')).toBe('{"id":"ä&=?","list":[1,"b"],"nested":{"x":null}}');
  });

  it('appends to a URL that already has a query string', async () => {
    const t = setup([ok()], { url: 'http://localhost/graphql?tenant=x' });
    await t.run();
    expect(t.request(0).url).toMatch(/^http:\/\/localhost\/graphql\?tenant=x&operationName=ProductPageQuery&/);
  });

  it('sends a mutation as POST JSON with query, variables, operation name and persisted extension', async () => {
    const t = setup([ok({ addWishlistItem: { id: 'w1' } })]);
    await t.run(mutation(), { productId: 'p1', skip: undefined });
    const { url, init, headers } = t.request(0);
    expect(url).toBe('/graphql');
    expect(init.method).toBe('POST');
    expect(headers['Content-Type']).toBe('application/json');
    expect(t.postBody(0)).toEqual({
      query: 'mutation WishlistAddMutation { x }',
      variables: { productId: 'p1' },
      operationName: 'WishlistAddMutation',
      extensions: { persistedQuery: { version: 1, sha256Hash: HASH } },
    });
  });

  it('sends a query without id as POST with its text and no extensions', async () => {
    const t = setup([ok()]);
    await t.run(operation({ id: null }));
    expect(t.request(0).init.method).toBe('POST');
    expect(t.postBody(0)).toEqual({ query: TEXT, variables: { id: '1' }, operationName: 'ProductPageQuery' });
  });

  it('refuses an operation with neither text nor id, without a request', async () => {
    const t = setup([]);
    const error = await failure(t.run(operation({ id: null, text: null })));
    expect(error.code).toBe('MISSING_QUERY_TEXT');
    expect(error.message).toBe('ProductPageQuery failed: MISSING_QUERY_TEXT');
    expect(t.fetchFn).not.toHaveBeenCalled();
  });

  it('does not cache: the same query twice makes two requests', async () => {
    const t = setup([ok(), ok()]);
    await t.run();
    await t.run();
    expect(t.fetchFn).toHaveBeenCalledTimes(2);
  });

  it('uses the global fetch when no fetchFn is given', async () => {
    const fetchSpy = vi.fn<typeof fetch>(async () => ok());
    vi.stubGlobal('fetch', fetchSpy);
    try {
      const fn = createFetchFn({ api: 'shop', url: '/graphql', logger: fakeLogger() });
      await fn(operation(), {}, {});
      expect(fetchSpy).toHaveBeenCalledOnce();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('persisted query not found', () => {
  it.each([404, 200])('resends once as POST with the full text when yoga answers %i', async (status) => {
    const t = setup([gqlError('PERSISTED_QUERY_NOT_FOUND', status), ok({ productById: { id: '2' } })]);
    await expect(t.run()).resolves.toEqual({ data: { productById: { id: '2' } } });
    expect(t.fetchFn).toHaveBeenCalledTimes(2);
    expect(t.request(1).init.method).toBe('POST');
    expect(t.postBody(1)).toEqual({
      query: TEXT,
      variables: { id: '1' },
      operationName: 'ProductPageQuery',
      extensions: { persistedQuery: { version: 1, sha256Hash: HASH } },
    });
    expect(t.logger.error).not.toHaveBeenCalled();
  });

  it('uses the POST answer even when that fails, without a third request', async () => {
    const t = setup([gqlError('PERSISTED_QUERY_NOT_FOUND', 404), gqlError('PERSISTED_QUERY_MISMATCH', 400)]);
    const error = await failure(t.run());
    expect(error).toMatchObject({ code: 'PERSISTED_QUERY_MISMATCH', status: 400 });
    expect(t.fetchFn).toHaveBeenCalledTimes(2);
  });

  it('detects by code, not status: a plain 404 is not resent', async () => {
    const t = setup([json({ data: null, errors: [{ message: 'gone', extensions: { code: 'NOT_FOUND' } }] }, 404)]);
    expect((await failure(t.run())).code).toBe('NOT_FOUND');
    expect(t.fetchFn).toHaveBeenCalledOnce();
  });

  it('loads the text of a query whose artifact has none, and resends it', async () => {
    const queryText = vi.fn(async (_id: string) => TEXT);
    const t = setup([gqlError('PERSISTED_QUERY_NOT_FOUND', 404), ok({ productById: { id: '2' } })], { queryText });
    await expect(t.run(operation({ text: null }))).resolves.toEqual({ data: { productById: { id: '2' } } });
    expect(queryText).toHaveBeenCalledWith(HASH);
    expect(t.postBody(1)).toMatchObject({ query: TEXT, extensions: { persistedQuery: { version: 1, sha256Hash: HASH } } });
  });

  it('does not load the text while the hash is known', async () => {
    const queryText = vi.fn(async (_id: string) => TEXT);
    const t = setup([ok()], { queryText });
    await t.run(operation({ text: null }));
    expect(queryText).not.toHaveBeenCalled();
  });

  it('keeps the API’s answer when the text cannot be loaded', async () => {
    const t = setup([gqlError('PERSISTED_QUERY_NOT_FOUND', 404)], { queryText: async () => Promise.reject(new Error('offline')) });
    expect((await failure(t.run(operation({ text: null })))).code).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect(t.fetchFn).toHaveBeenCalledOnce();
  });

  it('throws when there is no text to resend', async () => {
    const t = setup([gqlError('PERSISTED_QUERY_NOT_FOUND', 200)]);
    expect((await failure(t.run(operation({ text: null })))).code).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect(t.fetchFn).toHaveBeenCalledOnce();
  });
});

describe('answers', () => {
  it('returns partial data as is and warns naming the operation', async () => {
    const body = {
      data: { productById: { id: '1', rating: null } },
      errors: [{ message: 'x', path: ['productById', 'rating'], extensions: { code: 'REVIEWS_DOWN' } }],
    };
    const t = setup([json(body)]);
    await expect(t.run()).resolves.toEqual(body);
    expect(t.logger.warn).toHaveBeenCalledWith(expect.any(String), { operationName: 'ProductPageQuery', code: 'REVIEWS_DOWN' });
    expect(t.logger.error).not.toHaveBeenCalled();
  });

  it('fails on errors with null data, coded by the first error', async () => {
    const t = setup([
      json({ data: null, errors: [{ message: 'x', extensions: { code: 'INVALID_INPUT', field: 'id' } }, { message: 'y' }] }),
    ]);
    const error = await failure(t.run());
    expect(error).toMatchObject({
      code: 'INVALID_INPUT',
      status: 200,
      operationName: 'ProductPageQuery',
      extensions: { code: 'INVALID_INPUT', field: 'id' },
    });
    expect(error.message).toBe('ProductPageQuery failed: INVALID_INPUT');
    expect(t.logger.error).toHaveBeenCalledWith(
      LOG_SERVER_ERROR,
      expect.objectContaining({ operationName: 'ProductPageQuery', code: 'INVALID_INPUT' }),
    );
  });

  it('fails on errors without data and without code as GRAPHQL_ERROR', async () => {
    const t = setup([json({ errors: [{ message: 'Unexpected error.' }] })]);
    expect((await failure(t.run())).code).toBe('GRAPHQL_ERROR');
    expect(t.logger.error).toHaveBeenCalledWith(LOG_SERVER_ERROR, expect.objectContaining({ code: 'GRAPHQL_ERROR' }));
  });

  it('fails on a non-2xx status even with data, coded by the status', async () => {
    const t = setup([json({ data: { a: 1 } }, 503)]);
    expect(await failure(t.run())).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503 });
    expect(t.logger.error).toHaveBeenCalledWith(
      LOG_SERVER_ERROR,
      expect.objectContaining({ operationName: 'ProductPageQuery', code: 'SERVICE_UNAVAILABLE', status: 503 }),
    );
  });

  it('codes a non-JSON error page by its status and logs it as a server error', async () => {
    const t = setup([new Response('<html>oops</html>', { status: 500 })]);
    expect((await failure(t.run())).code).toBe('INTERNAL_SERVER_ERROR');
    expect(t.logger.error).toHaveBeenCalledWith(LOG_SERVER_ERROR, expect.objectContaining({ code: 'INTERNAL_SERVER_ERROR' }));
  });

  it.each(['<html>maintenance</html>', '', '"just a string"', '[1,2]'])(
    'logs a 2xx body that is not a JSON object (%j) as unparseable',
    async (raw) => {
      const t = setup([new Response(raw, { status: 200 })]);
      const error = await failure(t.run());
      expect(error).toMatchObject({ code: 'PARSE_ERROR', status: 200 });
      expect(t.logger.error).toHaveBeenCalledWith(
        LOG_PARSE_ERROR,
        expect.objectContaining({ operationName: 'ProductPageQuery', code: 'PARSE_ERROR' }),
      );
    },
  );

  it('wraps a network failure and logs it as unexpected', async () => {
    const offline = new TypeError('fetch failed');
    const t = setup([offline]);
    const error = await failure(t.run());
    expect(error).toMatchObject({ code: 'NETWORK_ERROR', operationName: 'ProductPageQuery' });
    expect(error.status).toBeUndefined();
    expect(error.cause).toBe(offline);
    expect(t.logger.error).toHaveBeenCalledWith(
      LOG_UNEXPECTED,
      expect.objectContaining({ operationName: 'ProductPageQuery', code: 'NETWORK_ERROR' }),
    );
    expect(t.fetchFn).toHaveBeenCalledOnce();
  });

  it('wraps anything else thrown (here a broken token reader) and logs it as unexpected', async () => {
    const t = setup([], {
      api: 'content',
      contentToken: () => {
        throw new Error('bad config');
      },
    });
    expect((await failure(t.run())).code).toBe('UNEXPECTED_ERROR');
    expect(t.logger.error).toHaveBeenCalledWith(LOG_UNEXPECTED, expect.objectContaining({ code: 'UNEXPECTED_ERROR' }));
  });

  it.each([
    ['status 401', () => json({ data: null }, 401)],
    ['status 403', () => new Response('no', { status: 403 })],
    ['status 404', () => new Response('', { status: 404 })],
    ['code UNAUTHENTICATED', () => gqlError('UNAUTHENTICATED')],
    ['code UNAUTHORIZED', () => gqlError('UNAUTHORIZED')],
    ['code FORBIDDEN', () => gqlError('FORBIDDEN')],
    ['code NOT_FOUND', () => gqlError('NOT_FOUND')],
    ['status 401 with another code', () => gqlError('SESSION_EXPIRED', 401)],
  ])('throws without logging for %s', async (_label, answer) => {
    const t = setup([answer()]);
    await failure(t.run());
    expect(t.logger.error).not.toHaveBeenCalled();
    expect(t.logger.warn).not.toHaveBeenCalled();
  });
});

describe('timeouts', () => {
  it.each([
    ['HTTP 408', () => new Response('', { status: 408 })],
    ['HTTP 502', () => new Response('<html>bad gateway</html>', { status: 502 })],
    ['code REQUEST_TIMEOUT', () => gqlError('REQUEST_TIMEOUT')],
  ])('retries %s once and uses the retry', async (_label, timeout) => {
    const t = setup([timeout(), ok()]);
    await expect(t.run()).resolves.toEqual({ data: { productById: { id: '1' } } });
    expect(t.fetchFn).toHaveBeenCalledTimes(2);
    expect(t.logger.error).not.toHaveBeenCalled();
    expect(t.sleep).not.toHaveBeenCalled();
  });

  it('gives up after one retry with "Operation failed after retry"', async () => {
    const t = setup([new Response('', { status: 408 }), gqlError('REQUEST_TIMEOUT', 504)]);
    const error = await failure(t.run());
    expect(error.code).toBe('REQUEST_TIMEOUT');
    expect(error.message).toBe('ProductPageQuery failed: REQUEST_TIMEOUT');
    expect(t.fetchFn).toHaveBeenCalledTimes(2);
    expect(t.logger.error).toHaveBeenCalledOnce();
    expect(t.logger.error).toHaveBeenCalledWith(
      LOG_RETRY_FAILED,
      expect.objectContaining({ operationName: 'ProductPageQuery', code: 'REQUEST_TIMEOUT' }),
    );
  });

  it('retries a timed-out mutation once as well', async () => {
    const t = setup([new Response('', { status: 502 }), new Response('', { status: 502 })]);
    expect((await failure(t.run(mutation()))).code).toBe('BAD_GATEWAY');
    expect(t.fetchFn).toHaveBeenCalledTimes(2);
    expect(t.logger.error).toHaveBeenCalledWith(
      LOG_RETRY_FAILED,
      expect.objectContaining({ operationName: 'WishlistAddMutation', code: 'BAD_GATEWAY' }),
    );
  });

  it('treats a different failure on the retry as that failure', async () => {
    const t = setup([new Response('', { status: 408 }), json({ data: null }, 500)]);
    expect((await failure(t.run())).code).toBe('INTERNAL_SERVER_ERROR');
    expect(t.logger.error).toHaveBeenCalledWith(LOG_SERVER_ERROR, expect.objectContaining({ code: 'INTERNAL_SERVER_ERROR' }));
  });

  it('does not retry other server errors', async () => {
    const t = setup([new Response('', { status: 503 })]);
    await failure(t.run());
    expect(t.fetchFn).toHaveBeenCalledOnce();
  });
});

describe('rate limits', () => {
  const limited = (reset?: string) => new Response('', { status: 429, headers: reset === undefined ? {} : { 'rate-limit-reset': reset } });

  it('content API waits rate-limit-reset seconds and retries', async () => {
    const t = setup([limited('3'), limited('0.5'), ok()], { api: 'content', url: '/content/graphql' });
    await expect(t.run()).resolves.toEqual({ data: { productById: { id: '1' } } });
    expect(t.fetchFn).toHaveBeenCalledTimes(3);
    expect(t.sleep.mock.calls).toEqual([[3000], [500]]);
    expect(t.logger.error).not.toHaveBeenCalled();
  });

  it.each([[undefined], [''], ['soon'], ['-2']])('waits 1 s when the header is %j', async (reset) => {
    const t = setup([limited(reset), ok()], { api: 'content' });
    await t.run();
    expect(t.sleep).toHaveBeenCalledWith(1000);
  });

  it('retries a TOO_MANY_REQUESTS code too', async () => {
    const t = setup([gqlError('TOO_MANY_REQUESTS'), ok()], { api: 'content' });
    await t.run();
    expect(t.fetchFn).toHaveBeenCalledTimes(2);
    expect(t.sleep).toHaveBeenCalledWith(1000);
  });

  it('gives up after the 5th retry', async () => {
    const t = setup(
      Array.from({ length: 6 }, () => limited('2')),
      { api: 'content' },
    );
    const error = await failure(t.run());
    expect(error).toMatchObject({ code: 'TOO_MANY_REQUESTS', status: 429 });
    expect(t.fetchFn).toHaveBeenCalledTimes(6);
    expect(t.sleep).toHaveBeenCalledTimes(5);
    expect(t.logger.error).toHaveBeenCalledWith(
      LOG_SERVER_ERROR,
      expect.objectContaining({ operationName: 'ProductPageQuery', code: 'TOO_MANY_REQUESTS' }),
    );
  });

  it('waits for real with the default sleep', async () => {
    const fetchFn = vi.fn<typeof fetch>().mockResolvedValueOnce(limited('0')).mockResolvedValueOnce(ok());
    const fn = createFetchFn({ api: 'content', url: '/content/graphql', fetchFn, logger: fakeLogger() });
    await fn(operation(), {}, {});
    expect(fetchFn).toHaveBeenCalledTimes(2);
  });

  it('shop API does not retry 429', async () => {
    const t = setup([limited('1')]);
    expect((await failure(t.run())).code).toBe('TOO_MANY_REQUESTS');
    expect(t.fetchFn).toHaveBeenCalledOnce();
    expect(t.sleep).not.toHaveBeenCalled();
  });
});

describe('credentials', () => {
  const personalised = (name: string) => name.startsWith('Wishlist');

  const route = { url: '/api/shop', headers: { 'X-Shop-Client': '1' } };

  it("in the browser, personalised operations go to the shop's own route with its header and no token", async () => {
    const t = setup([ok(), ok()], {
      personalisedRoute: route,
      isPersonalised: personalised,
      headers: { authorization: 'Bearer smuggled' },
    });
    await t.run(mutation());
    await t.run(operation({ name: 'WishlistStateQuery' }), {});
    expect(t.request(0).url).toBe('/api/shop');
    expect(t.request(1).url).toMatch(/^\/api\/shop\?operationName=WishlistStateQuery&/);
    for (const n of [0, 1]) {
      expect(t.request(n).headers['X-Shop-Client']).toBe('1');
      expect(Object.keys(t.request(n).headers).map((h) => h.toLowerCase())).not.toContain('authorization');
      expect(t.request(n).init.credentials).toBe('same-origin');
    }
  });

  it("catalogue operations keep going to the API, without the route's header", async () => {
    const t = setup([ok(), ok()], {
      personalisedRoute: route,
      isPersonalised: personalised,
      headers: { authorization: 'Bearer smuggled' },
    });
    await t.run();
    await t.run(mutation({ name: 'ProductRateMutation' }));
    for (const n of [0, 1]) {
      expect(t.request(n).url.startsWith('/graphql')).toBe(true);
      expect(t.request(n).headers['X-Shop-Client']).toBeUndefined();
      expect(Object.keys(t.request(n).headers).map((h) => h.toLowerCase())).not.toContain('authorization');
    }
  });

  it('shop API sends the server token with catalogue operations and never with personalised ones', async () => {
    const t = setup([ok(), ok()], { serverToken: () => 'server-token', isPersonalised: personalised });
    await t.run();
    await t.run(mutation());
    expect(t.request(0).headers.Authorization).toBe('Bearer server-token');
    expect(Object.keys(t.request(1).headers).map((h) => h.toLowerCase())).not.toContain('authorization');
  });

  it('content API sends its own token and never goes to the personalised route', async () => {
    const t = setup([ok()], { api: 'content', contentToken: () => 'preview-token', personalisedRoute: route, isPersonalised: () => true });
    await t.run();
    expect(t.request(0).headers.Authorization).toBe('Bearer preview-token');
    expect(t.request(0).url.startsWith('/graphql')).toBe(true);
  });

  it('content API never treats an operation as personalised, even on the server', async () => {
    const t = setup([ok()], { api: 'content', isPersonalised: () => true, onServer: true });
    await expect(t.run()).resolves.toBeDefined();
  });

  it('adds the extra headers to every request', async () => {
    const t = setup([ok(), ok()], { headers: { Cookie: 'mock_scenario=slow', 'x-bot-bypass': '1' } });
    await t.run();
    await t.run(mutation());
    for (const n of [0, 1]) expect(t.request(n).headers).toMatchObject({ Cookie: 'mock_scenario=slow', 'x-bot-bypass': '1' });
  });

  it('personalised operations refuse to run on the server, without a request', async () => {
    const t = setup([ok()], { isPersonalised: personalised, onServer: true });
    const error = await failure(t.run(mutation()));
    expect(error).toMatchObject({ code: 'PERSONALISED_ON_SERVER', operationName: 'WishlistAddMutation' });
    expect(error.message).toBe('WishlistAddMutation failed: PERSONALISED_ON_SERVER');
    expect(t.fetchFn).not.toHaveBeenCalled();
  });

  it("on a personal page the server runs personalised operations with the customer's token, catalogue ones with its own", async () => {
    const t = setup([ok(), ok(), ok()], { isPersonalised: personalised, serverToken: () => 'server', customerToken: 'customer' });
    await t.run(mutation());
    expect(t.request(0).headers.Authorization).toBe('Bearer customer');
    await t.run();
    expect(t.request(1).headers.Authorization).toBe('Bearer server');
    const guest = setup([ok()], { isPersonalised: personalised, serverToken: () => 'server' });
    await guest.run(mutation());
    expect(guest.request(0).headers.Authorization).toBeUndefined();
  });

  it('in the browser, queries that come with the page are refused, without a request', async () => {
    const t = setup([ok()], { loadedWithPage: (name) => name === 'ProductPageQuery' });
    const error = await failure(t.run(operation()));
    expect(error).toMatchObject({ code: 'LOADED_WITH_PAGE', operationName: 'ProductPageQuery' });
    expect(t.fetchFn).not.toHaveBeenCalled();
    await expect(t.run(mutation())).resolves.toBeDefined();
  });

  it('catalogue operations run on the server', async () => {
    const t = setup([ok()], { isPersonalised: personalised, onServer: true });
    await expect(t.run()).resolves.toBeDefined();
  });
});

describe('createNetwork', () => {
  afterEach(() => vi.restoreAllMocks());

  it('executes through Relay and passes errors on unchanged', async () => {
    const fetchFn = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(ok())
      .mockResolvedValueOnce(new Response('', { status: 404 }));
    const network = createNetwork({ api: 'shop', url: '/graphql', fetchFn, logger: fakeLogger() });
    await expect(network.execute(operation(), { id: '1' }, {}).toPromise()).resolves.toEqual({ data: { productById: { id: '1' } } });
    const error = await network
      .execute(operation(), { id: '2' }, {})
      .toPromise()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(errorPageFor(error)).toBe('errorPageNotFound');
  });
});

describe('deadlines on the server', () => {
  /** A fetch that answers only when its signal aborts (it then rejects), like an API that hangs. */
  const hanging = () =>
    vi.fn<typeof fetch>(
      (_input, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error));
        }),
    );

  it('cuts an attempt after timeoutMs and retries it once, as a timeout', async () => {
    vi.useFakeTimers();
    try {
      const fetchFn = hanging();
      const logger = fakeLogger();
      const fn = createFetchFn({ api: 'shop', url: '/graphql', fetchFn, logger, timeoutMs: 2000 });
      const result = failure(fn(operation(), { id: '1' }, {}) as Promise<GraphQLResponse>);
      await vi.advanceTimersByTimeAsync(2000);
      expect(fetchFn).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(2000);
      const error = await result;
      expect(error.code).toBe('REQUEST_TIMEOUT');
      expect(logger.error).toHaveBeenCalledWith(LOG_RETRY_FAILED, expect.objectContaining({ operationName: 'ProductPageQuery' }));
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives up at once when the page is aborted, even if the fetch ignores its signal', async () => {
    const controller = new AbortController();
    const fetchFn = vi.fn<typeof fetch>(() => new Promise<Response>(() => {}));
    const logger = fakeLogger();
    const fn = createFetchFn({ api: 'shop', url: '/graphql', fetchFn, logger, signal: controller.signal });
    const result = failure(fn(operation(), { id: '1' }, {}) as Promise<GraphQLResponse>);
    controller.abort(new Error('page budget'));
    const error = await result;
    expect(error.code).toBe(ABORTED_CODE);
    expect(fetchFn).toHaveBeenCalledTimes(1);
    // The page logs its own budget once; the call does not add an error line.
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('starts no call once the page is aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const { fetchFn, run } = setup([ok()], { signal: controller.signal });
    expect((await failure(run())).code).toBe(ABORTED_CODE);
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('does not begin a rate-limit wait that outlasts the page budget', async () => {
    const { sleep, run, fetchFn } = setup([json({ errors: [] }, 429, { 'rate-limit-reset': '30' }), ok()], {
      api: 'content',
      deadline: Date.now() + 5000,
    });
    const error = await failure(run());
    expect(error.code).toBe('TOO_MANY_REQUESTS');
    expect(sleep).not.toHaveBeenCalled();
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  it('waits a rate limit that fits the budget', async () => {
    const { sleep, run } = setup([json({ errors: [] }, 429, { 'rate-limit-reset': '1' }), ok()], {
      api: 'content',
      deadline: Date.now() + 5000,
    });
    await run();
    expect(sleep).toHaveBeenCalledWith(1000);
  });
});

describe('isUpstreamFailure', () => {
  it("tells an API's failure from the shop's own", () => {
    for (const code of ['INTERNAL_SERVER_ERROR', 'REQUEST_TIMEOUT', 'NETWORK_ERROR', 'SERVICE_UNAVAILABLE', ABORTED_CODE, 'PARSE_ERROR']) {
      expect(isUpstreamFailure(new ApiError({ operationName: 'X', code })), code).toBe(true);
    }
    for (const code of ['PERSONALISED_ON_SERVER', 'MISSING_QUERY_TEXT', 'UNEXPECTED_ERROR']) {
      expect(isUpstreamFailure(new ApiError({ operationName: 'X', code })), code).toBe(false);
    }
    expect(isUpstreamFailure(new Error('x'))).toBe(false);
  });
});
