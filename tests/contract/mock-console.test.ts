// The mock console at /mock: each endpoint in-process, as the page server mounts it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createEmbeddedMock } from '../../mock-server/console/mount.ts';
import { KNOWN } from '../../mock-server/data/fixtures.ts';
import { needsMock, type ServerConfig } from '../../src/server/config.ts';
import { newVisitor } from './support.ts';

const BASE = 'http://localhost:3000';
const persistedFile = (project: string) =>
  JSON.parse(readFileSync(new URL(`../../src/relay/__generated__/${project}.persisted.json`, import.meta.url), 'utf8')) as Record<
    string,
    string
  >;
const mock = createEmbeddedMock({}, { persisted: { shop: persistedFile('shop'), content: persistedFile('content') } });

const cookieHeader = (visitor: string, extra: Record<string, string> = {}) =>
  [`mock_visitor=${visitor}`, ...Object.entries(extra).map(([k, v]) => `${k}=${encodeURIComponent(v)}`)].join('; ');

const page = (visitor: string, extra: Record<string, string> = {}) =>
  mock.fetch(new Request(`${BASE}/mock`, { headers: { cookie: cookieHeader(visitor, extra) } }));

/** A console form as the browser submits it: same-origin POST, urlencoded. */
function action(
  path: string,
  visitor: string,
  fields: Record<string, string> = {},
  options: { cookies?: Record<string, string>; headers?: Record<string, string> } = {},
) {
  return mock.fetch(
    new Request(`${BASE}/mock/console/${path}`, {
      method: 'POST',
      headers: {
        origin: BASE,
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/x-www-form-urlencoded',
        cookie: cookieHeader(visitor, options.cookies),
        ...options.headers,
      },
      body: new URLSearchParams(fields),
    }),
  );
}

/** name → value of the response's Set-Cookie headers (URL-decoded), with their attributes. */
function setCookies(response: Response): Record<string, { value: string; attributes: string }> {
  return Object.fromEntries(
    response.headers.getSetCookie().map((cookie) => {
      const [pair = '', ...attributes] = cookie.split('; ');
      const eq = pair.indexOf('=');
      return [pair.slice(0, eq), { value: decodeURIComponent(pair.slice(eq + 1)), attributes: attributes.join('; ') }];
    }),
  );
}

function graphql(visitor: string, query: string, options: { token?: string; faults?: string; variables?: Record<string, unknown> } = {}) {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    cookie: cookieHeader(visitor, options.faults ? { mock_faults: options.faults } : {}),
  };
  if (options.token) headers['authorization'] = `Bearer ${options.token}`;
  return mock.fetch(
    new Request(`${BASE}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables: options.variables }) }),
  );
}

const CLIENT = 'query ConsoleClientQuery { client { isLoggedIn customerNumber } }';

describe('GET /mock', () => {
  it('is a German HTML document under its own strict policy, with the demo customers and the lists to pick from', async () => {
    const response = await page(newVisitor());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html>\n<html lang="de">/);
    expect(html).toContain('<title>Mock-Konsole</title>');
    expect(html).toContain('Anmelden<span class="visually-hidden"> als Anna Becker');
    expect(html).toContain('<option value="ProductPageQuery">');
    expect(html).toContain('<option value="productById">');
    expect(html).toContain('<option value="REQUEST_TIMEOUT">');
    expect(html).toContain('<option value="http:502">');
  });

  it('gives a first-time caller a visitor id and keeps an existing one', async () => {
    const fresh = await mock.fetch(new Request(`${BASE}/mock`));
    expect(fresh.headers.get('set-cookie')).toMatch(/^mock_visitor=[\w-]+; Path=\/;.*HttpOnly/);
    const known = await page(newVisitor());
    expect(known.headers.get('set-cookie')).toBeNull();
  });

  it('shows only its own notices, never text from the URL', async () => {
    const notice = async (key: string) =>
      /role="status"[^>]*>([^<]*)/.exec(
        await (
          await mock.fetch(
            new Request(`${BASE}/mock?notice=${encodeURIComponent(key)}`, { headers: { cookie: cookieHeader(newVisitor()) } }),
          )
        ).text(),
      )?.[1];
    expect(await notice('logout')).toBe('Abgemeldet.');
    expect(await notice('constructor')).toBeUndefined();
    expect(await notice('<b>hi</b>')).toBeUndefined();
  });

  it('serves its stylesheet and script', async () => {
    const css = await mock.fetch(new Request(`${BASE}/mock/console.css`));
    expect(css.headers.get('content-type')).toContain('text/css');
    expect(await css.text()).toContain('table');
    const js = await mock.fetch(new Request(`${BASE}/mock/console.js`));
    expect(js.headers.get('content-type')).toContain('text/javascript');
  });
});

describe("actions are same-origin POSTs on the caller's own visitor", () => {
  it('refuses cross-site posts, posts without origin headers and GETs', async () => {
    const visitor = newVisitor();
    expect(
      (await action('requests/clear', visitor, {}, { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } })).status,
    ).toBe(403);
    expect(
      (await action('requests/clear', visitor, {}, { headers: { origin: 'https://evil.example', 'sec-fetch-site': '' } })).status,
    ).toBe(403);
    expect((await action('requests/clear', visitor, {}, { headers: { origin: BASE, 'sec-fetch-site': 'same-site' } })).status).toBe(403);
    const bare = new Request(`${BASE}/mock/console/requests/clear`, { method: 'POST', headers: { cookie: cookieHeader(visitor) } });
    expect((await mock.fetch(bare)).status).toBe(403);
    expect((await mock.fetch(new Request(`${BASE}/mock/console/requests/clear`))).status).toBe(405);
    expect((await action('constructor', visitor)).status).toBe(404);
  });

  it("clears only the caller's request log, newest first on the page", async () => {
    const [mine, other] = [newVisitor(), newVisitor()];
    await graphql(mine, 'query FirstQuery { client { id } }');
    await graphql(mine, 'query SecondQuery { client { id } }');
    await graphql(other, 'query OtherQuery { client { id } }');
    const html = await (await page(mine)).text();
    expect(html.indexOf('SecondQuery')).toBeLessThan(html.indexOf('FirstQuery'));
    expect(html).not.toContain('OtherQuery');

    const cleared = await action('requests/clear', mine);
    expect(cleared.status).toBe(303);
    expect(cleared.headers.get('location')).toBe('/mock?notice=requests-cleared');
    expect(await (await page(mine)).text()).toContain('Keine Anfragen aufgezeichnet.');
    expect(await (await page(other)).text()).toContain('OtherQuery');
  });
});

describe('login', () => {
  it("sets the auth cookie the shop's server reads, so the personalised API sees the customer; logout revokes it", async () => {
    const visitor = newVisitor();
    const login = await action('login', visitor, { customerNumber: '40512874' });
    expect(login.status).toBe(303);
    const auth = setCookies(login)['shop_auth']!;
    expect(auth.value).toBe('mock-token-40512874');
    // Out of scripts' reach, like the shop's own login; the readable companion says someone is logged in.
    expect(auth.attributes).toMatch(/Path=\/; Max-Age=\d+; SameSite=Lax; HttpOnly$/);
    expect(setCookies(login)['shop_session']).toMatchObject({ value: '1' });
    expect(setCookies(login)['shop_session']!.attributes).not.toContain('HttpOnly');
    const client = (await (await graphql(visitor, CLIENT, { token: auth.value })).json()) as { data: { client: unknown } };
    expect(client.data.client).toEqual({ isLoggedIn: true, customerNumber: '40512874' });
    expect(await (await page(visitor, { shop_auth: auth.value })).text()).toContain('Angemeldet als Jonas Hoffmann (40512874)');

    const logout = await action('logout', visitor, {}, { cookies: { shop_auth: auth.value } });
    expect(setCookies(logout)['shop_auth']?.attributes).toContain('Max-Age=0');
    expect(setCookies(logout)['shop_session']?.attributes).toContain('Max-Age=0');
    expect((await graphql(visitor, CLIENT, { token: auth.value })).status).toBe(401);
    expect(await (await page(visitor, { shop_auth: auth.value })).text()).toContain('Nicht angemeldet (Gast)');

    // Logging in again restores the token for this visitor, as the login mutation does.
    await action('login', visitor, { customerNumber: '40512874' });
    expect((await graphql(visitor, CLIENT, { token: auth.value })).status).toBe(200);
  });

  it('ignores unknown customer numbers', async () => {
    const response = await action('login', newVisitor(), { customerNumber: '99999999' });
    expect(response.headers.get('location')).toBe('/mock?notice=login-unknown');
    expect(setCookies(response)['shop_auth']).toBeUndefined();
  });
});

describe('fault scenarios', () => {
  const PRODUCT = `query ConsoleProductQuery { productById(id: "${KNOWN.availableProduct}", locale: "de-DE") { id } }`;

  it('adds a rule from the form to the mock_faults cookie, which then makes the mock fail', async () => {
    const visitor = newVisitor();
    const added = await action('faults/add', visitor, { key: 'productById', effect: 'http:500', delay: '300', count: '' });
    const faults = setCookies(added)['mock_faults']!;
    expect(faults.value).toBe('productById=http:500');
    expect(faults.attributes).toContain('HttpOnly');
    expect((await graphql(visitor, PRODUCT, { faults: faults.value })).status).toBe(500);
    expect(await (await page(visitor, { mock_faults: faults.value })).text()).toContain('<code>productById=http:500</code>');
  });

  it('builds delays and counts, takes rules as text, and keeps the other rules', async () => {
    const visitor = newVisitor();
    const delay = setCookies(await action('faults/add', visitor, { key: '*', effect: 'delay', delay: '250', count: '2' }))['mock_faults']!;
    expect(delay.value).toBe('*=delay:250*2');
    const both = await action('faults/add', visitor, { rule: 'HomePageQuery=http:429@2*3' }, { cookies: { mock_faults: delay.value } });
    expect(setCookies(both)['mock_faults']!.value).toBe('*=delay:250*2;HomePageQuery=http:429@2*3');
  });

  it('rejects malformed rules without touching the cookie', async () => {
    const response = await action('faults/add', newVisitor(), { key: 'productById', effect: 'http:418' });
    expect(response.headers.get('location')).toBe('/mock?notice=fault-invalid');
    expect(response.headers.getSetCookie()).toEqual([]);
    const text = await action('faults/add', newVisitor(), { rule: 'a=B;c=D' });
    expect(text.headers.get('location')).toBe('/mock?notice=fault-invalid');
  });

  it('switching a counted rule on again fires it again', async () => {
    const visitor = newVisitor();
    const rule = setCookies(await action('faults/add', visitor, { key: 'productById', effect: 'REQUEST_TIMEOUT', count: '1' }))[
      'mock_faults'
    ]!.value;
    const code = async () =>
      ((await (await graphql(visitor, PRODUCT, { faults: rule })).json()) as { errors?: { extensions: { code: string } }[] }).errors?.[0]
        ?.extensions.code;
    expect(await code()).toBe('REQUEST_TIMEOUT');
    expect(await code()).toBeUndefined();
    await action('faults/add', visitor, { rule }, { cookies: { mock_faults: rule } });
    expect(await code()).toBe('REQUEST_TIMEOUT');
  });

  it('removes one rule, and clears all', async () => {
    const visitor = newVisitor();
    const cookies = { mock_faults: 'productById=http:500;addToBasket=http:502' };
    const removed = await action('faults/remove', visitor, { rule: 'productById=http:500' }, { cookies });
    expect(setCookies(removed)['mock_faults']!.value).toBe('addToBasket=http:502');
    const cleared = await action('faults/clear', visitor, {}, { cookies });
    expect(setCookies(cleared)['mock_faults']!.attributes).toContain('Max-Age=0');
  });

  it('shows a broken cookie instead of failing', async () => {
    const html = await (await page(newVisitor(), { mock_faults: 'productById=nonsense' })).text();
    expect(html).toContain('ist ungültig');
    expect(html).toContain('Alle Szenarien entfernen');
  });
});

describe('tracking calls', () => {
  it("lists the visitor's tracking calls and clears them", async () => {
    const visitor = newVisitor();
    await graphql(
      visitor,
      'mutation ConsoleTrack($id: ID!) { trackProductViewGkAir(productId: $id, sessionId: "s", trackingConsent: true, locale: "de-DE") { success } }',
      {
        variables: { id: KNOWN.availableProduct },
      },
    );
    expect(await (await page(visitor)).text()).toContain('trackProductViewGkAir');
    await action('tracking/clear', visitor);
    expect(await (await page(visitor)).text()).toContain('Keine Tracking-Aufrufe aufgezeichnet.');
  });
});

describe('visitor state', () => {
  const WISHLIST = 'query ConsoleWishlistQuery { wishlist(locale: "de-DE") { count } }';
  const wishlistCount = async (visitor: string) =>
    ((await (await graphql(visitor, WISHLIST)).json()) as { data: { wishlist: { count: number } } }).data.wishlist.count;

  it('resets one area, then everything', async () => {
    const visitor = newVisitor();
    await graphql(
      visitor,
      `mutation ConsoleSave { addWishlistItem(productId: "${KNOWN.availableProduct}", locale: "de-DE", isTargetingAllowed: false) { id } }`,
    );
    expect(await wishlistCount(visitor)).toBe(1);
    expect(await (await page(visitor)).text()).toContain('Zurücksetzen<span class="visually-hidden"> Merkzettel');

    await action('state/reset', visitor, { key: 'wishlist' });
    expect(await wishlistCount(visitor)).toBe(0);

    await action('state/reset', visitor, { key: '*' });
    expect(await (await page(visitor)).text()).toContain('Keine Anfragen aufgezeichnet.');
  });
});

describe('content preview', () => {
  it('switches the preview cookie on and off', async () => {
    const visitor = newVisitor();
    const on = setCookies(await action('preview', visitor, { on: '1' }))['shop_preview']!;
    expect(on.value).toBe('1');
    expect(await (await page(visitor, { shop_preview: '1' })).text()).toContain('Vorschau ist an');
    const off = setCookies(await action('preview', visitor, { on: '0' }))['shop_preview']!;
    expect(off.attributes).toContain('Max-Age=0');
  });
});

describe('mounting', () => {
  const config = (urls: Partial<ServerConfig>) =>
    ({ mock: 'embedded', shopApiUrl: undefined, contentApiUrl: undefined, ...urls }) as ServerConfig;

  it("is part of the embedded mock only while both APIs are the mock's", async () => {
    expect(mock.handles('/mock')).toBe(true);
    for (const urls of [{ shopApiUrl: 'https://api.example/graphql' }, { contentApiUrl: 'https://cms.example/graphql' }]) {
      expect(needsMock(config(urls))).toBe(true);
      const partial = createEmbeddedMock(config(urls));
      expect(partial.handles('/mock')).toBe(false);
      expect((await partial.fetch(new Request(`${BASE}/mock/console.css`))).status).toBe(404);
      expect((await partial.fetch(new Request(`${BASE}/mock/console/login`, { method: 'POST' }))).status).toBe(404);
    }
    // With both APIs real nothing of the mock is mounted at all.
    expect(needsMock(config({ shopApiUrl: 'https://api.example/graphql', contentApiUrl: 'https://cms.example/graphql' }))).toBe(false);
  });
});
