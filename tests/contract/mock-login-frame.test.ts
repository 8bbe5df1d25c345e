// The mock's stand-in for the identity provider's login frame (/mock/login-frame), in-process as
// the page server mounts it: the page, its form, and the token its script posts to the shop.
import { describe, expect, it } from 'vitest';
import { createEmbeddedMock } from '../../mock-server/console/mount.ts';
import { newVisitor } from './support.ts';

const BASE = 'http://localhost:3000';
const mock = createEmbeddedMock({});
const cookie = (visitor: string) => `mock_visitor=${visitor}`;

/** The frame's form as the browser submits it: same-origin POST, urlencoded. */
const submit = (visitor: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  mock.fetch(
    new Request(`${BASE}/mock/login-frame?action=login`, {
      method: 'POST',
      headers: {
        origin: BASE,
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/x-www-form-urlencoded',
        cookie: cookie(visitor),
        ...headers,
      },
      body: new URLSearchParams(fields),
    }),
  );

const CLIENT = 'query FrameClientQuery { client { isLoggedIn customerNumber } }';
const client = async (visitor: string, token: string) =>
  (await (
    await mock.fetch(
      new Request(`${BASE}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: cookie(visitor), authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: CLIENT }),
      }),
    )
  ).json()) as { data: { client: { isLoggedIn: boolean; customerNumber: string | null } } };

/** The login the page's script posts to the shop (the data-login attribute, HTML-decoded). */
const loginOf = (html: string) => {
  const attribute = /data-login="([^"]*)"/.exec(html)?.[1];
  return attribute === undefined ? null : (JSON.parse(attribute.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as unknown);
};

describe('GET /mock/login-frame', () => {
  it('is a German login form (e-mail, password, log in, cancel) under its own strict policy', async () => {
    const response = await mock.fetch(new Request(`${BASE}/mock/login-frame?action=login`));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'; style-src 'self'; script-src 'self'");
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html><html lang="de">/);
    expect(html).toContain('<form method="post" action="/mock/login-frame?action=login">');
    expect(html).toContain('E-Mail-Adresse<input type="email" name="email"');
    expect(html).toContain('Passwort<input type="password" name="password"');
    expect(html).toContain('<button type="submit">Anmelden</button><button type="button" data-cancel>Abbrechen</button>');
    expect(html).not.toContain('role="alert"');
  });

  it('offers no registration, only the way back (cancel)', async () => {
    const html = await (await mock.fetch(new Request(`${BASE}/mock/login-frame?action=register`))).text();
    expect(html).toContain('Die Registrierung bietet der Test-Anmeldedienst nicht an.');
    expect(html).toContain('data-cancel>Abbrechen');
    expect(html).not.toContain('<form');
  });

  it("serves the script that posts the frame's messages to the page around it, and the stylesheet", async () => {
    const js = await mock.fetch(new Request(`${BASE}/mock/login-frame.js`));
    expect(js.headers.get('content-type')).toContain('text/javascript');
    const script = await js.text();
    expect(script).toContain("postMessage({ type: 'shop:login', ...JSON.parse(login.dataset.login) }, parentOrigin)");
    expect(script).toContain("postMessage({ type: 'shop:cancel' }, parentOrigin)");
    const css = await mock.fetch(new Request(`${BASE}/mock/login-frame.css`));
    expect(css.headers.get('content-type')).toContain('text/css');
  });
});

describe('POST /mock/login-frame', () => {
  it("logs a demo customer in with e-mail and password: the login mutation's token, working for the caller's visitor", async () => {
    const visitor = newVisitor();
    const response = await submit(visitor, { email: ' Anna.Becker@example.com ', password: 'Sommer2026!' });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('role="status">Sie sind angemeldet');
    expect(loginOf(html)).toEqual({ token: 'mock-token-40512873', customerNumber: '40512873' });
    expect((await client(visitor, 'mock-token-40512873')).data.client).toEqual({ isLoggedIn: true, customerNumber: '40512873' });
  });

  it("shows the provider's error for a wrong password or an unknown address, keeps the address, and gives no token", async () => {
    for (const fields of [
      { email: 'anna.becker@example.com', password: 'falsch' },
      { email: 'niemand@example.com', password: 'Sommer2026!' },
    ]) {
      const response = await submit(newVisitor(), fields);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('role="alert">Die E-Mail-Adresse oder das Passwort ist nicht korrekt.</p>');
      expect(html).toContain(`value="${fields.email}"`);
      expect(loginOf(html)).toBeNull();
    }
  });

  it('escapes what the caller typed and refuses cross-site posts', async () => {
    const html = await (await submit(newVisitor(), { email: '"><script>x()</script>', password: 'x' })).text();
    expect(html).not.toContain('<script>x()');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
    const crossSite = await submit(
      newVisitor(),
      { email: 'anna.becker@example.com', password: 'Sommer2026!' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(crossSite.status).toBe(403);
  });

  it('exists only while both APIs are the mock (a real API would not know its token)', async () => {
    const withRealApi = createEmbeddedMock({ shopApiUrl: 'https://api.example.com/graphql' });
    expect((await withRealApi.fetch(new Request(`${BASE}/mock/login-frame`))).status).toBe(404);
  });
});
