// The browser's personalised calls go through the shop's own /api/shop: the server adds the
// customer's token from the HttpOnly auth cookie, keeps a login's token there (never in the body),
// ends the session at logout, wants proof that the request comes from the shop's pages, and gives
// a bounded answer when the API hangs. Against the embedded mock and against an API of its own.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopHandler } from '../../src/server/app.ts';
import { readConfig } from '../../src/server/config.ts';

interface Shop {
  server: Server;
  origin: string;
  host: string;
}

async function startShop(env: Record<string, string>): Promise<Shop> {
  const handle = await createShopHandler(readConfig(env), (_req, res) => {
    res.statusCode = 418;
    res.end('assets');
  });
  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const host = `localhost:${(server.address() as AddressInfo).port}`;
  return { server, origin: `http://${host}`, host };
}

const stop = (server: Server | undefined) =>
  new Promise<void>((resolve) => {
    if (!server) return resolve();
    server.closeAllConnections();
    server.close(() => resolve());
  });

const LOGIN =
  'mutation AccountLoginMutation($input: LoginInput!) { login(input: $input) { token client { id isLoggedIn customerNumber } } }';
const LOGOUT = 'mutation AccountLogoutMutation { logout { id isLoggedIn customerNumber } }';
const CLIENT = 'query HeaderToolsQuery { client { isLoggedIn customerNumber } }';

/** The cookies of an answer by name, with their attributes. */
function setCookies(response: Response): Record<string, { value: string; attributes: string[] }> {
  return Object.fromEntries(
    response.headers.getSetCookie().map((cookie) => {
      const [pair = '', ...attributes] = cookie.split('; ');
      const eq = pair.indexOf('=');
      return [pair.slice(0, eq), { value: decodeURIComponent(pair.slice(eq + 1)), attributes }];
    }),
  );
}

describe('with the embedded mock', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await startShop({ MOCK: 'embedded' });
  });
  afterAll(() => stop(shop?.server));

  const call = (query: string, variables: Record<string, unknown>, cookie: string, headers: Record<string, string> = {}) =>
    fetch(`${shop.origin}/api/shop`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-shop-client': '1', origin: shop.origin, cookie, ...headers },
      body: JSON.stringify({ query, variables, operationName: /(?:query|mutation) (\w+)/.exec(query)?.[1] }),
    });

  it('logs in, keeping the token in the HttpOnly cookie; the token then goes to the API as bearer; logout ends it', async () => {
    const visitor = 'mock_visitor=route-login-1';
    const login = await call(LOGIN, { input: { method: 'customerNumber', identifier: '40512873', password: 'Sommer2026!' } }, visitor);
    expect(login.status).toBe(200);
    expect(login.headers.get('cache-control')).toBe('private, no-store');
    const text = await login.text();
    expect(text).not.toContain('mock-token');
    expect(JSON.parse(text)).toMatchObject({ data: { login: { token: '', client: { isLoggedIn: true, customerNumber: '40512873' } } } });
    const cookies = setCookies(login);
    expect(cookies.shop_auth?.value).toBe('mock-token-40512873');
    expect(cookies.shop_auth?.attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/', 'Max-Age=5184000']));
    // Plain http on the developer's machine: no Secure, or the browser would drop the cookie.
    expect(cookies.shop_auth?.attributes).not.toContain('Secure');
    expect(cookies.shop_session).toMatchObject({ value: '1' });
    expect(cookies.shop_session?.attributes).not.toContain('HttpOnly');

    const session = `${visitor}; shop_auth=${cookies.shop_auth!.value}; shop_session=1`;
    const client = await call(CLIENT, {}, session);
    expect(await client.json()).toEqual({ data: { client: { isLoggedIn: true, customerNumber: '40512873' } } });
    expect(client.headers.getSetCookie()).toEqual([]);

    const logout = await call(LOGOUT, {}, session);
    expect(logout.status).toBe(200);
    expect(setCookies(logout).shop_auth?.attributes).toContain('Max-Age=0');
    expect(setCookies(logout).shop_session?.attributes).toContain('Max-Age=0');

    // The token is revoked for this visitor: a page still sending it has its session ended.
    const refused = await call(CLIENT, {}, session);
    expect(refused.status).toBe(401);
    expect(setCookies(refused).shop_auth?.attributes).toContain('Max-Age=0');
  });

  it('takes persisted-query GETs with the auth cookie, and gives a first-time visitor its mock identity', async () => {
    const search = new URLSearchParams({ query: CLIENT, operationName: 'HeaderToolsQuery', variables: '{}' });
    const answer = await fetch(`${shop.origin}/api/shop?${search}`, {
      headers: { 'x-shop-client': '1', cookie: 'shop_auth=mock-token-40512874' },
    });
    expect(await answer.json()).toEqual({ data: { client: { isLoggedIn: true, customerNumber: '40512874' } } });
    const cookies = setCookies(answer);
    expect(cookies.mock_visitor?.attributes).toContain('HttpOnly');
    // The auth cookie came without its companion (set by a test or the app): the companion follows.
    expect(cookies.shop_session?.value).toBe('1');
  });

  it("carries the visitor's fault scenarios to the mock", async () => {
    const faults = `mock_visitor=route-faults-1; mock_faults=${encodeURIComponent('HeaderToolsQuery=http:503')}`;
    const answer = await call(CLIENT, {}, faults);
    expect(answer.status).toBe(503);
    expect(await answer.json()).toMatchObject({ errors: [{ extensions: { code: 'SERVICE_UNAVAILABLE' } }] });
  });

  it("refuses with 403 what does not come from the shop's pages: no client header, another Origin, a POST without Origin", async () => {
    const visitor = 'mock_visitor=route-csrf-1';
    const refusals = [
      await call(LOGOUT, {}, `${visitor}; shop_auth=mock-token-40512873`, { 'x-shop-client': '' }),
      await call(LOGOUT, {}, `${visitor}; shop_auth=mock-token-40512873`, { origin: 'https://evil.example' }),
      await fetch(`${shop.origin}/api/shop`, {
        method: 'POST',
        headers: { 'x-shop-client': '1', 'content-type': 'application/json', cookie: visitor },
        body: '{}',
      }),
      await fetch(`${shop.origin}/api/session`, {
        method: 'POST',
        headers: { 'x-shop-client': '1', origin: 'https://evil.example' },
        body: '{"token":"x"}',
      }),
    ];
    // Node's fetch sends the Origin it was given; without one it sends none.
    for (const answer of refusals) {
      expect(answer.status).toBe(403);
      expect(await answer.text()).toBe('Diese Anfrage kam nicht von den Seiten des Shops.');
      expect(answer.headers.getSetCookie()).toEqual([]);
    }
    // The token was not logged out by the refused calls.
    const client = await call(CLIENT, {}, `${visitor}; shop_auth=mock-token-40512873`);
    expect(await client.json()).toMatchObject({ data: { client: { isLoggedIn: true } } });
  });

  it('refuses a body beyond its limit with 413', async () => {
    const answer = await call(CLIENT, { pad: 'x'.repeat(300 * 1024) }, 'mock_visitor=route-big-1');
    expect(answer.status).toBe(413);
  });

  it("hands the login frame's token over to the HttpOnly cookie", async () => {
    const answer = await fetch(`${shop.origin}/api/session`, {
      method: 'POST',
      headers: { 'x-shop-client': '1', origin: shop.origin, 'content-type': 'application/json' },
      body: JSON.stringify({ token: 'mock-token-40512875' }),
    });
    expect(answer.status).toBe(204);
    expect(setCookies(answer).shop_auth).toMatchObject({ value: 'mock-token-40512875', attributes: expect.arrayContaining(['HttpOnly']) });
  });
});

describe('behind a trusted edge', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await startShop({ MOCK: 'embedded', TRUST_PROXY: '1' });
  });
  afterAll(() => stop(shop?.server));

  it("takes the edge's X-Forwarded-Host as its own and sets Secure cookies and HSTS for https", async () => {
    const answer = await fetch(`${shop.origin}/api/session`, {
      method: 'POST',
      headers: {
        'x-shop-client': '1',
        origin: 'https://shop.example',
        'x-forwarded-host': 'shop.example',
        'x-forwarded-proto': 'https',
        'content-type': 'application/json',
      },
      body: '{"token":"t-1"}',
    });
    expect(answer.status).toBe(204);
    expect(setCookies(answer).shop_auth?.attributes).toEqual(expect.arrayContaining(['HttpOnly', 'Secure', 'SameSite=Lax']));
    expect(setCookies(answer).shop_session?.attributes).toContain('Secure');
    expect(answer.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('with an API that hangs', () => {
  let api: Server;
  let shop: Shop;
  const seen: IncomingMessage[] = [];
  beforeAll(async () => {
    api = createServer((req) => {
      seen.push(req);
      req.resume();
    });
    await new Promise<void>((resolve) => api.listen(0, 'localhost', resolve));
    const apiUrl = `http://localhost:${(api.address() as AddressInfo).port}/graphql`;
    shop = await startShop({
      GRAPHQL_URL: apiUrl,
      CONTENT_GRAPHQL_URL: apiUrl,
      IMAGE_CDN_URL: 'https://media.example',
      API_TIMEOUT_MS: '300',
    });
  });
  afterAll(async () => {
    await stop(shop?.server);
    await stop(api);
  });

  it("answers 504 with REQUEST_TIMEOUT within the deadline, having sent the customer's token and the request id", async () => {
    const started = performance.now();
    const answer = await fetch(`${shop.origin}/api/shop`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-shop-client': '1',
        origin: shop.origin,
        cookie: 'shop_auth=real-token',
        'x-request-id': 'route-timeout-1',
      },
      body: JSON.stringify({ query: CLIENT, operationName: 'HeaderToolsQuery' }),
    });
    expect(answer.status).toBe(504);
    expect(await answer.json()).toMatchObject({ errors: [{ extensions: { code: 'REQUEST_TIMEOUT' } }] });
    expect(performance.now() - started).toBeLessThan(300 + 1500);
    const request = seen.at(-1)!;
    expect(request.headers.authorization).toBe('Bearer real-token');
    expect(request.headers['x-request-id']).toBe('route-timeout-1');
    expect(request.headers.cookie).toBeUndefined();
  });
});
