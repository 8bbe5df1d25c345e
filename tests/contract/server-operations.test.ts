// What operations rely on: probes, one JSON log line per request with its id, cache headers and
// compression, cookie flags.
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, brotliDecompressSync, zstdDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, root, startProductionServer, type RunningServer } from './productionServer.ts';

const LISTING = '/damen-mode/kleider/sommerkleider';
// A visitor whose visit has begun (mock identity and entry campaign known).
const VISITOR = { cookie: 'mock_visitor=server-operations-test; ecc=000; eccCurrent=000' };

let server: RunningServer;
beforeAll(async () => {
  server = await startProductionServer();
}, 120_000);
afterAll(() => server?.stop());

const get = (path: string, headers: Record<string, string> = {}) => rawRequest(server.port, 'GET', path, headers);
const requestLines = () => server.logs.filter((line) => line.msg === 'request');

/** A hashed, pre-compressed script of the build. */
function hashedAsset(): string {
  const dir = join(root, 'dist', 'client', 'assets', 'entries');
  const name = readdirSync(dir).find((file) => file.endsWith('.js') && readdirSync(dir).includes(`${file}.br`));
  if (!name) throw new Error('no pre-compressed script in the build');
  return `/assets/entries/${name}`;
}

describe('probes', () => {
  it('/healthz and /readyz answer 200, never cached', async () => {
    for (const path of ['/healthz', '/readyz']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers['cache-control'], path).toBe('no-store');
    }
  });
});

describe('request logs', () => {
  it('writes one JSON line per page view with method, path, status, duration and request id', async () => {
    const response = await get(`${LISTING}?colour=rot`, { ...VISITOR, 'x-request-id': 'lb-abc.1' });
    expect(response.headers['x-request-id']).toBe('lb-abc.1');
    const line = await server.waitForLog((l) => l.msg === 'request' && l.requestId === 'lb-abc.1');
    expect(line).toMatchObject({ level: 'info', method: 'GET', path: LISTING, status: 200 });
    expect(typeof line.durationMs).toBe('number');
    expect(requestLines().filter((l) => l.requestId === 'lb-abc.1')).toHaveLength(1);
  });

  it('gives each request an id of its own when none comes in', async () => {
    const [a, b] = await Promise.all([get('/', VISITOR), get('/', VISITOR)]);
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it('leaves probes and static files out of the info log', async () => {
    await get('/healthz', { 'x-request-id': 'quiet-1' });
    await get('/readyz', { 'x-request-id': 'quiet-2' });
    await get(hashedAsset(), { 'x-request-id': 'quiet-3' });
    // A page view after them: its line is written, so theirs would have been written before.
    await get('/', { ...VISITOR, 'x-request-id': 'loud-1' });
    await server.waitForLog((l) => l.requestId === 'loud-1');
    expect(requestLines().filter((l) => String(l.requestId).startsWith('quiet-'))).toEqual([]);
  });
});

describe('cache headers and compression', () => {
  it('hashed assets are cached for a year and sent pre-compressed as the browser accepts', async () => {
    const path = hashedAsset();
    const plain = await get(path, { 'accept-encoding': 'identity' });
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers['content-encoding']).toBeUndefined();
    // Brotli at its best quality, made at build time, also for a browser that takes zstd too.
    const br = await get(path, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const gzip = await get(path, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
  });

  it('catalogue pages may be kept by shared caches briefly; error pages not at all', async () => {
    const page = await get(LISTING, { ...VISITOR, 'accept-encoding': 'gzip' });
    expect(page.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400');
    expect(page.headers['content-encoding']).toBe('gzip');
    // Keyed on what a cache can key cheaply: the encoding and the edge's device class, never the raw User-Agent.
    expect(page.headers.vary).toBe('Accept-Encoding, X-Shop-Agent');
    expect(page.headers['set-cookie']).toBeUndefined();
    const missing = await get('/p/P-DOES-NOT-EXIST', VISITOR);
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it('pages go out zstd- or brotli-compressed to browsers that take it, gzip to the others, plain on request', async () => {
    const zstd = await get(LISTING, { ...VISITOR, 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(zstd.headers['content-encoding']).toBe('zstd');
    const br = await get(LISTING, { ...VISITOR, 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    const gzip = await get(LISTING, { ...VISITOR, 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await get(LISTING, { ...VISITOR, 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    // The same page each time, but for the nonce of each response.
    const withoutNonce = (html: string) => html.replace(/nonce="[^"]+"/g, 'nonce=""');
    const html = withoutNonce(plain.body.toString());
    expect(html).toContain('<!DOCTYPE html>');
    expect(withoutNonce(zstdDecompressSync(zstd.body).toString())).toBe(html);
    expect(withoutNonce(brotliDecompressSync(br.body).toString())).toBe(html);
    expect(withoutNonce(gunzipSync(gzip.body).toString())).toBe(html);
  });

  it('a response that sets a cookie is kept by nobody', async () => {
    const first = await get('/');
    expect(first.headers['set-cookie']?.map((c) => c.split('=')[0])).toEqual(['mock_visitor']);
    expect(first.headers['cache-control']).toBe('private, no-store');
  });

  it('a page is the same for every response, with a CSP that names its inline scripts by hash', async () => {
    const one = await get(LISTING, { ...VISITOR, 'accept-encoding': 'identity' });
    const two = await get(LISTING, { ...VISITOR, 'accept-encoding': 'identity' });
    expect(one.body.equals(two.body)).toBe(true);
    const csp = String(one.headers['content-security-policy']);
    expect(csp).toBe(two.headers['content-security-policy']);
    expect(csp).not.toMatch(/nonce-|unsafe-inline/);
    // Every inline script that runs, and every inline style, is named by the hash of its text.
    const html = one.body.toString('utf8');
    const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => m[1]!,
    );
    const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
    expect(inline.length).toBeGreaterThanOrEqual(2);
    expect(styles.length).toBeGreaterThanOrEqual(1);
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    for (const text of inline) expect(/script-src ([^;]*)/.exec(csp)![1]).toContain(hash(text));
    for (const text of styles) expect(/style-src ([^;]*)/.exec(csp)![1]).toContain(hash(text));
    expect(html).not.toMatch(/\snonce="/);
  });
});

describe('cookies the server sets', () => {
  it('the mock visitor cookie is HttpOnly and SameSite=Lax, and Secure off localhost', async () => {
    const local = (await get('/')).headers['set-cookie']?.[0] ?? '';
    expect(local).toMatch(/^mock_visitor=[\w-]+;/);
    expect(local).toContain('HttpOnly');
    expect(local).toContain('SameSite=Lax');
    expect(local).not.toContain('Secure');
    const remote = (await get('/', { host: 'www.hansebrueck.de' })).headers['set-cookie']?.[0] ?? '';
    expect(remote).toContain('HttpOnly');
    expect(remote).toContain('SameSite=Lax');
    expect(remote).toContain('Secure');
  });
});

describe('entry-campaign landing pages', () => {
  // The cookies are written in the browser (src/shop/campaigns/entryCampaignCookies.ts), so the landing page
  // of an ad or a search engine is shareable like any other page, on the visit's first view too.
  it('are shareable on the first view of a visit, with or without a campaign, and set no cookie', async () => {
    for (const [path, headers] of [
      [`${LISTING}?ecc=123&eccMarketing=456`, { cookie: 'mock_visitor=ecc-test' }],
      [LISTING, { cookie: 'mock_visitor=ecc-test', referer: 'https://www.google.de/' }],
    ] as const) {
      const page = await get(path, headers);
      expect(page.status, path).toBe(200);
      expect(page.headers['set-cookie'], path).toBeUndefined();
      expect(page.headers['cache-control'], path).toMatch(/^public, /);
    }
  });
});

describe('cookies the embedded mock sets', () => {
  const login = (host: string) =>
    rawRequest(
      server.port,
      'POST',
      '/mock/console/login',
      { host, origin: `https://${host}`, 'content-type': 'application/x-www-form-urlencoded' },
      'customerNumber=40512873',
    );

  it('are Secure off localhost too, whatever the mock itself decided', async () => {
    const remote = await login('www.hansebrueck.de');
    expect(remote.status).toBe(303);
    const cookies = remote.headers['set-cookie'] ?? [];
    expect(cookies.map((c) => c.split('=')[0]).sort()).toEqual(['mock_visitor', 'shop_auth', 'shop_session']);
    for (const cookie of cookies) {
      expect(cookie).toContain('SameSite=Lax');
      expect(cookie.match(/; Secure/g), cookie).toHaveLength(1);
    }
    expect(cookies.find((c) => c.startsWith('mock_visitor='))).toContain('HttpOnly');
    expect(cookies.find((c) => c.startsWith('shop_auth='))).toContain('HttpOnly');
  });

  it('stay without Secure on localhost (plain http)', async () => {
    const local = await login(`localhost:${server.port}`);
    for (const cookie of local.headers['set-cookie'] ?? []) expect(cookie).not.toContain('Secure');
  });
});

describe('Strict-Transport-Security', () => {
  it('is not sent for a request the server cannot know came over https (no trusted edge)', async () => {
    const page = await get('/', { ...VISITOR, 'x-forwarded-proto': 'https' });
    expect(page.status).toBe(200);
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });

  describe('behind a trusted edge (TRUST_PROXY=1)', () => {
    let trusting: RunningServer;
    beforeAll(async () => {
      trusting = await startProductionServer({ TRUST_PROXY: '1' });
    }, 120_000);
    afterAll(() => trusting?.stop());

    it('is sent on pages the edge says came over https, and only on those', async () => {
      const https = await rawRequest(trusting.port, 'GET', '/', { ...VISITOR, 'x-forwarded-proto': 'https' });
      expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const http = await rawRequest(trusting.port, 'GET', '/', { ...VISITOR, 'x-forwarded-proto': 'http' });
      expect(http.headers['strict-transport-security']).toBeUndefined();
    });
  });
});

describe('robots', () => {
  it("the steps of an order are never listed by search engines; catalogue pages keep the shop's policy", async () => {
    for (const path of ['/checkout', '/thanks']) {
      const response = await get(path, VISITOR);
      expect(response.status, path).toBe(200);
      expect(response.body.toString(), path).toContain('<meta name="robots" content="noindex, nofollow"/>');
    }
    const listing = await get(LISTING, VISITOR);
    expect(listing.body.toString()).not.toContain('content="noindex');
  });
});
