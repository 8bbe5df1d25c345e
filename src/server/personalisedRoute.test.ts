import { describe, expect, it, vi } from 'vitest';
import {
  answerPersonalised,
  answerSession,
  MAX_BODY_BYTES,
  ownHostsOf,
  refusalOf,
  sessionChangeOf,
  type PersonalisedUpstream,
  type RouteContext,
} from './personalisedRoute.ts';

const SHOP = 'https://www.shop.test';
const context: RouteContext = { ownHosts: ['www.shop.test'], secureCookies: true, locale: 'de-DE' };
const PROOF = { 'x-shop-client': '1', origin: SHOP };

const browser = (init: { method?: string; headers?: Record<string, string>; body?: string } = {}, search = '') =>
  new Request(`http://www.shop.test/api/shop${search}`, {
    method: init.method ?? 'POST',
    headers: { ...PROOF, 'content-type': 'application/json', ...init.headers },
    body: init.body,
  });

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

function upstreamAnswering(answer: Response | (() => Promise<Response>), extra: Partial<PersonalisedUpstream> = {}) {
  const fetchFn = vi.fn(async (_request: Request) => (typeof answer === 'function' ? answer() : answer));
  return {
    fetchFn,
    upstream: { url: 'https://api.test/graphql', fetchFn, headers: { 'x-request-id': 'req-1' }, timeoutMs: 1000, ...extra },
  };
}

const cookiesOf = (response: Response) => response.headers.getSetCookie();

describe('ownHostsOf', () => {
  it("takes the Host, X-Forwarded-Host only from a trusted edge, and the tenant's host", () => {
    const headers = { host: 'shop-7f9c:3000', 'x-forwarded-host': 'www.shop.test, edge.internal' };
    expect(ownHostsOf(headers, false, 'https://www.shop.ch')).toEqual(['shop-7f9c:3000', 'www.shop.ch']);
    expect(ownHostsOf(headers, true, undefined)).toEqual(['shop-7f9c:3000', 'www.shop.test']);
  });
});

describe('proof of origin', () => {
  const request = (method: string, headers: Record<string, string>) => new Request('http://www.shop.test/api/shop', { method, headers });

  it("wants the shop's client header on every request", () => {
    expect(refusalOf(request('GET', {}), ['www.shop.test'])).toBe('client header missing');
    expect(refusalOf(request('GET', { 'x-shop-client': '1' }), ['www.shop.test'])).toBeNull();
    expect(refusalOf(request('POST', { origin: SHOP }), ['www.shop.test'])).toBe('client header missing');
  });

  it("wants the shop's Origin on a POST, and on a GET that sends one", () => {
    expect(refusalOf(request('POST', { 'x-shop-client': '1' }), ['www.shop.test'])).toBe('origin missing');
    expect(refusalOf(request('POST', PROOF), ['www.shop.test'])).toBeNull();
    for (const origin of ['https://evil.test', 'null', 'https://www.shop.test.evil.test']) {
      expect(refusalOf(request('POST', { 'x-shop-client': '1', origin }), ['www.shop.test']), origin).toBe('origin not the shop');
      expect(refusalOf(request('GET', { 'x-shop-client': '1', origin }), ['www.shop.test']), origin).toBe('origin not the shop');
    }
  });
});

describe('the personalised route', () => {
  it('forwards the call with the token from the auth cookie as bearer, and no cookie or Authorization of the browser', async () => {
    const { fetchFn, upstream } = upstreamAnswering(json({ data: { client: { isLoggedIn: true } } }, 200, { 'set-cookie': 'api=1' }));
    const body = '{"query":"query HeaderToolsQuery { client { isLoggedIn } }","operationName":"HeaderToolsQuery"}';
    const answer = await answerPersonalised(
      browser({ body, headers: { cookie: 'shop_auth=tok%2B1; shop_session=1; consent=C0001', authorization: 'Bearer smuggled' } }),
      context,
      upstream,
    );
    const sent = fetchFn.mock.calls[0]![0];
    expect(sent.url).toBe('https://api.test/graphql');
    expect(sent.method).toBe('POST');
    expect(sent.headers.get('authorization')).toBe('Bearer tok+1');
    expect(sent.headers.get('cookie')).toBeNull();
    expect(sent.headers.get('x-request-id')).toBe('req-1');
    expect(await sent.text()).toBe(body);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(cookiesOf(answer)).toEqual([]);
  });

  it("passes persisted-query GETs on with their query string; a guest's go without Authorization", async () => {
    const { fetchFn, upstream } = upstreamAnswering(json({ data: { wishlist: null } }));
    const search = '?operationName=WishlistStateQuery&variables=%7B%7D';
    // Browsers send no Origin on a same-origin GET.
    await answerPersonalised(
      new Request(`http://www.shop.test/api/shop${search}`, { headers: { 'x-shop-client': '1' } }),
      context,
      upstream,
    );
    const sent = fetchFn.mock.calls[0]![0];
    expect(sent.url).toBe(`https://api.test/graphql${search}`);
    expect(sent.headers.get('authorization')).toBeNull();
  });

  it('passes status, body and the rate-limit hints back', async () => {
    const { upstream } = upstreamAnswering(
      json({ errors: [{ message: 'slow down', extensions: { code: 'TOO_MANY_REQUESTS' } }] }, 429, {
        'rate-limit-reset': '2',
        'retry-after': '2',
      }),
    );
    const answer = await answerPersonalised(browser({ body: '{}' }), context, upstream);
    expect(answer.status).toBe(429);
    expect(answer.headers.get('rate-limit-reset')).toBe('2');
    expect(answer.headers.get('retry-after')).toBe('2');
    expect(((await answer.json()) as { errors: unknown[] }).errors).toHaveLength(1);
  });

  it("keeps a login's token: HttpOnly auth cookie and readable companion, the token blanked in the body", async () => {
    const { upstream } = upstreamAnswering(
      json({ data: { login: { token: 'mock-token-40512873', client: { id: 'c', isLoggedIn: true, customerNumber: '40512873' } } } }),
    );
    const answer = await answerPersonalised(browser({ body: '{"operationName":"AccountLoginMutation"}' }), context, upstream);
    const text = await answer.text();
    expect(text).not.toContain('mock-token');
    expect(JSON.parse(text)).toEqual({ data: { login: { token: '', client: { id: 'c', isLoggedIn: true, customerNumber: '40512873' } } } });
    const [auth, session] = cookiesOf(answer);
    expect(auth).toBe('shop_auth=mock-token-40512873; Path=/; Max-Age=5184000; SameSite=Lax; HttpOnly; Secure');
    expect(session).toBe('shop_session=1; Path=/; Max-Age=5184000; SameSite=Lax; Secure');
  });

  it("sets the cookies without Secure where the server says so (plain http on the developer's machine)", async () => {
    const { upstream } = upstreamAnswering(json({ data: { register: { token: 't-2', client: {} } } }));
    const answer = await answerPersonalised(browser({ body: '{}' }), { ...context, secureCookies: false }, upstream);
    for (const cookie of cookiesOf(answer)) expect(cookie).not.toContain('Secure');
    expect(cookiesOf(answer)[0]).toMatch(/^shop_auth=t-2; .*HttpOnly/);
  });

  it('ends the session at logout and when the API refuses the token', async () => {
    const cookie = 'shop_auth=tok; shop_session=1';
    const ended = (answer: Response) => {
      expect(cookiesOf(answer)).toEqual([
        'shop_auth=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly; Secure',
        'shop_session=; Path=/; Max-Age=0; SameSite=Lax; Secure',
      ]);
    };
    const logout = upstreamAnswering(json({ data: { logout: { id: 'c', isLoggedIn: false } } }));
    ended(await answerPersonalised(browser({ body: '{}', headers: { cookie } }), context, logout.upstream));
    const refused401 = upstreamAnswering(json({ errors: [{ message: 'no', extensions: { code: 'UNAUTHENTICATED' } }] }, 401));
    ended(await answerPersonalised(browser({ body: '{}', headers: { cookie } }), context, refused401.upstream));
    const refused200 = upstreamAnswering(json({ data: null, errors: [{ message: 'no', extensions: { code: 'UNAUTHORIZED' } }] }));
    ended(await answerPersonalised(browser({ body: '{}', headers: { cookie } }), context, refused200.upstream));
  });

  it("leaves the session alone on a forbidden call, and a guest's UNAUTHENTICATED sets nothing", async () => {
    const forbidden = upstreamAnswering(json({ errors: [{ message: 'no', extensions: { code: 'FORBIDDEN' } }] }, 403));
    expect(
      cookiesOf(
        await answerPersonalised(
          browser({ body: '{}', headers: { cookie: 'shop_auth=tok; shop_session=1' } }),
          context,
          forbidden.upstream,
        ),
      ),
    ).toEqual([]);
    const guest = upstreamAnswering(json({ data: null, errors: [{ message: 'no', extensions: { code: 'UNAUTHENTICATED' } }] }));
    expect(cookiesOf(await answerPersonalised(browser({ body: '{}' }), context, guest.upstream))).toEqual([]);
  });

  it('puts the companion right: set for an auth cookie set elsewhere, removed without one', async () => {
    const ok = () => upstreamAnswering(json({ data: { client: { isLoggedIn: true } } })).upstream;
    expect(cookiesOf(await answerPersonalised(browser({ body: '{}', headers: { cookie: 'shop_auth=tok' } }), context, ok()))).toEqual([
      'shop_session=1; Path=/; Max-Age=5184000; SameSite=Lax; Secure',
    ]);
    expect(cookiesOf(await answerPersonalised(browser({ body: '{}', headers: { cookie: 'shop_session=1' } }), context, ok()))).toEqual([
      'shop_session=; Path=/; Max-Age=0; SameSite=Lax; Secure',
    ]);
  });

  it('refuses requests without the proof, before any call', async () => {
    const { fetchFn, upstream } = upstreamAnswering(json({ data: {} }));
    for (const headers of [{ 'x-shop-client': '' }, { origin: 'https://evil.test' }, { origin: '' }] as Record<string, string>[]) {
      const answer = await answerPersonalised(browser({ body: '{}', headers }), context, upstream);
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(await answer.text()).toBe('Diese Anfrage kam nicht von den Seiten des Shops.');
    }
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('refuses bodies beyond the limit (by their length and while reading) and methods other than GET and POST', async () => {
    const { fetchFn, upstream } = upstreamAnswering(json({ data: {} }));
    const big = 'x'.repeat(MAX_BODY_BYTES + 1);
    const tooBig = await answerPersonalised(browser({ body: big }), context, upstream);
    expect([tooBig.status, tooBig.headers.get('content-language'), await tooBig.text()]).toEqual([413, 'de-DE', 'Anfrage zu groß']);
    const streamed = new Request('http://www.shop.test/api/shop', {
      method: 'POST',
      headers: PROOF,
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < 5; i++) controller.enqueue(new Uint8Array(MAX_BODY_BYTES / 4));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect((await answerPersonalised(streamed, context, upstream)).status).toBe(413);
    const put = await answerPersonalised(browser({ method: 'PUT', body: '{}' }), context, upstream);
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, POST');
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('answers a bounded 504 with REQUEST_TIMEOUT when the API takes too long, and 502 when it cannot be reached', async () => {
    vi.useFakeTimers();
    try {
      const hanging = upstreamAnswering(() => new Promise<Response>(() => {}), { timeoutMs: 2000 });
      const pending = answerPersonalised(browser({ body: '{}' }), context, hanging.upstream);
      await vi.advanceTimersByTimeAsync(2000);
      const answer = await pending;
      expect(answer.status).toBe(504);
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
      expect(await answer.json()).toMatchObject({ errors: [{ extensions: { code: 'REQUEST_TIMEOUT' } }] });
    } finally {
      vi.useRealTimers();
    }
    const down = upstreamAnswering(() => Promise.reject(new TypeError('fetch failed')));
    const answer = await answerPersonalised(browser({ body: '{}' }), context, down.upstream);
    expect(answer.status).toBe(502);
    expect(await answer.json()).toMatchObject({ errors: [{ extensions: { code: 'BAD_GATEWAY' } }] });
  });

  it("tells the trace which operation it was, naming only the shop's own operations", async () => {
    const end = vi.fn();
    const observe = vi.fn((_name: string) => ({ headers: { traceparent: '00-abc-def-01' }, end }));
    const { fetchFn, upstream } = upstreamAnswering(json({ data: { client: {} } }), { observe });
    await answerPersonalised(browser({ body: '{"operationName":"HeaderToolsQuery"}' }), context, upstream);
    await answerPersonalised(browser({ body: '{"operationName":"Made Up"}' }), context, upstream);
    expect(observe.mock.calls.map(([name]) => name)).toEqual(['HeaderToolsQuery', 'other']);
    expect(fetchFn.mock.calls[0]![0].headers.get('traceparent')).toBe('00-abc-def-01');
    expect(end).toHaveBeenCalledWith(undefined);
  });
});

describe('sessionChangeOf', () => {
  it('finds a token under any alias at the top of data, and only there', () => {
    const { change, body } = sessionChangeOf({ data: { me: { token: 'abc', client: {} }, other: { nested: { token: 'x' } } } }, 200, false);
    expect(change.token).toBe('abc');
    expect(body).toEqual({ data: { me: { token: '', client: {} }, other: { nested: { token: 'x' } } } });
  });
});

describe('the token hand-over', () => {
  const handOver = (body: string, headers: Record<string, string> = {}) =>
    answerSession(
      new Request('http://www.shop.test/api/session', {
        method: 'POST',
        headers: { ...PROOF, 'content-type': 'application/json', ...headers },
        body,
      }),
      context,
    );

  it("turns the login frame's token into the HttpOnly session", async () => {
    const answer = await handOver('{"token":"frame-token"}');
    expect(answer.status).toBe(204);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(cookiesOf(answer)[0]).toBe('shop_auth=frame-token; Path=/; Max-Age=5184000; SameSite=Lax; HttpOnly; Secure');
    expect(cookiesOf(answer)[1]).toMatch(/^shop_session=1;/);
  });

  it('refuses other sites, other methods and anything but a token', async () => {
    expect((await handOver('{"token":"t"}', { origin: 'https://evil.test' })).status).toBe(403);
    expect((await handOver('{"token":"t"}', { 'x-shop-client': '' })).status).toBe(403);
    for (const body of ['{}', '{"token":""}', '{"token":5}', 'token=t', `{"token":"${'t'.repeat(5000)}"}`]) {
      const answer = await handOver(body);
      expect(answer.status, body.slice(0, 20)).toBeGreaterThanOrEqual(400);
      expect(cookiesOf(answer)).toEqual([]);
    }
    const get = await answerSession(new Request('http://www.shop.test/api/session', { headers: PROOF }), context);
    expect(get.status).toBe(405);
  });

  it("refuses in the shop's language", async () => {
    const swiss = { ...context, locale: 'de-CH' };
    const french = { ...context, locale: 'fr-CH' };
    const request = (body: string, headers: Record<string, string> = PROOF) =>
      new Request('http://www.shop.test/api/session', { method: 'POST', headers, body });
    const big = await answerSession(request('x'.repeat(10_000)), swiss);
    expect([big.status, big.headers.get('content-language'), await big.text()]).toEqual([413, 'de-CH', 'Anfrage zu gross']);
    const invalid = await answerSession(request('{}'), french);
    expect([invalid.status, await invalid.text()]).toEqual([400, 'Connexion non valide']);
    const foreign = await answerSession(request('{"token":"t"}', { 'x-shop-client': '1', origin: 'https://evil.test' }), french);
    expect([foreign.status, await foreign.text()]).toEqual([403, 'Cette requête ne provient pas des pages de la boutique.']);
    expect((await handOver('{}')).headers.get('content-language')).toBe('de-DE');
  });
});
