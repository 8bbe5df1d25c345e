// Malformed cookies, headers and query parameters on every page type: the shop answers each with
// the page, a redirect or a 4xx — never a 5xx, never a stack trace — and the visitor's basket and
// login survive whatever else the browser sends along. The "random" values come from a seeded
// generator, so a failure names a request that can be sent again.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root, startProductionServer, type RunningServer } from './productionServer.ts';

const PAGES = [
  '/',
  '/damen-mode/kleider',
  '/damen-mode/kleider/sommerkleider?colour=rot&sort=price-asc',
  '/p/P100010',
  '/search?q=kleid',
  '/content/agb',
  '/basket',
  '/checkout',
  '/thanks',
  '/customer',
  '/wishlist',
  '/directorderform',
  '/contact',
  '/katalog-bestellen',
  '/sendungsverfolgung',
  '/support',
  '/newsletter/anmelden',
  '/gibt-es-nicht',
];

/** Every cookie the shop or its embedded mock reads. */
const SHOP_COOKIES = [
  'shop_auth',
  'shop_session',
  'consent',
  'ab',
  'shop_preview',
  'recoSessionId',
  'recoUserId',
  'smartbanner_consent',
  'visit',
  'ecc',
  'eccCurrent',
  'eccPaid',
  'eccMarketing',
  'eccCurrentMarketing',
  'eccPaidMarketing',
  'mock_visitor',
];

/** Values no browser of ours would send: broken escapes, control characters, huge, odd syntax. */
const BAD_VALUES = [
  '%E0%A4%A',
  '%',
  '%zz%00',
  '\u0001\u0002\u001f\u007f',
  'x'.repeat(8 * 1024),
  '"unterminated',
  '==;=',
  'a,b;c',
  '\u00e4\u00f6\u00fc\u00df',
  'null',
  '-1',
  '{"__proto__":{"polluted":1}}',
];

const ODD_HEADERS: Record<string, string>[] = [
  { 'accept-encoding': 'zstd;q=abc, br;q=-1, gzip;q=2, *;q=0' },
  { 'accept-encoding': 'identity;q=0, *;q=0' },
  { 'accept-encoding': ',,,;;;' },
  { 'accept-language': 'x'.repeat(4000) },
  { 'accept-language': 'de-DE;q=%, fr;q=nan, *' },
  { host: 'ex ample.invalid' },
  { host: '[::1' },
  { host: 'localhost:99999' },
  { 'x-forwarded-proto': 'gopher' },
  { 'x-forwarded-proto': 'https, http, https' },
  { 'x-forwarded-for': 'not-an-ip, 999.1.1.1, ::::' },
  { 'x-forwarded-host': '%E0%A4%A' },
  { 'x-forwarded-port': 'abc' },
  { referer: 'http://%E0%A4%A/' },
  { referer: 'x'.repeat(6000) },
  { 'user-agent': '\u0000' },
  { 'if-none-match': '"' + 'x'.repeat(3000) },
  { traceparent: '00-zz-zz-zz' },
  { 'x-request-id': 'x'.repeat(3000) },
];

const HOSTILE_QUERIES = [
  '?__proto__[x]=1&constructor[prototype][y]=2',
  '?q[]=1&q[]=2&page[]=3',
  '?ecc=%E0%A4%A&eccMarketing=%&eccNoEntryPage=\u0000',
  '?preview=1&selectedTrigger=%3Cscript%3E',
  '?page=1&page=2&sort=price-asc&sort=nope',
  `?${'a=1&'.repeat(2000)}`,
  '?target=javascript:alert(1)',
  '?q=%F0%9F%98%80%ED%A0%80',
];

/** mulberry32: a small seeded generator, so every run sends the same requests. */
function generator(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = generator(20261129);
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;

// A stack frame, an absolute path of the checkout, or a package manifest.
const LEAKS = [/^\s*at .+:\d+:\d+\)?$/m, new RegExp(root.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')), /node_modules/, /"devDependencies"/];

interface Case {
  name: string;
  path: string;
  headers: Record<string, string>;
}

function cookieCases(): Case[] {
  const cases: Case[] = [];
  for (const path of PAGES) {
    // Each cookie the shop reads with a bad value, some twice with different values.
    for (const name of SHOP_COOKIES) {
      const value = pick(BAD_VALUES);
      const twice = random() < 0.3 ? `; ${name}=${pick(BAD_VALUES)}` : '';
      cases.push({ name: `${path} cookie ${name}`, path, headers: { cookie: `${name}=${value}${twice}` } });
    }
    // Every cookie bad at once, plus cookies nobody knows.
    const all = SHOP_COOKIES.map((name) => `${name}=${pick(BAD_VALUES)}`);
    const unknown = Array.from({ length: 5 }, (_, i) => `${pick(['x', '%', '\u0001', 'a b', ''])}${i}=${pick(BAD_VALUES)}`);
    cases.push({ name: `${path} all cookies bad`, path, headers: { cookie: [...all, ...unknown].join('; ').slice(0, 15_000) } });
    cases.push({ name: `${path} cookie without names`, path, headers: { cookie: ';;; =; ==; ; a' } });
  }
  return cases;
}

function headerCases(): Case[] {
  return PAGES.flatMap((path) => ODD_HEADERS.map((headers) => ({ name: `${path} ${Object.keys(headers)[0]}`, path, headers })));
}

function queryCases(): Case[] {
  return PAGES.flatMap((path) =>
    HOSTILE_QUERIES.map((query) => {
      const joined = path.includes('?') ? `${path}&${query.slice(1)}` : `${path}${query}`;
      return { name: `${path} ${query.slice(0, 40)}`, path: joined, headers: {} };
    }),
  );
}

let server: RunningServer;
beforeAll(async () => {
  server = await startProductionServer();
}, 120_000);
afterAll(() => server?.stop());

/**
 * One request written byte for byte on a socket: Node's own client refuses control characters and
 * non-ASCII in a header, which is what a fuzz test must be able to send.
 */
function sendBytes(port: number, path: string, headers: Record<string, string>) {
  const lines = [`GET ${path} HTTP/1.1`, ...(headers.host === undefined ? [`Host: localhost:${port}`] : [])];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  lines.push('Connection: close', '', '');
  return new Promise<{ status: number; headers: Record<string, string[]>; body: Buffer }>((resolve, reject) => {
    const socket = connect(port, 'localhost');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const raw = Buffer.concat(chunks);
      const split = raw.indexOf('\r\n\r\n');
      const head = raw
        .subarray(0, split < 0 ? raw.length : split)
        .toString('latin1')
        .split('\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head[0] ?? '')?.[1] ?? 0);
      const found: Record<string, string[]> = {};
      for (const line of head.slice(1)) {
        const colon = line.indexOf(':');
        (found[line.slice(0, colon).toLowerCase()] ??= []).push(line.slice(colon + 1).trim());
      }
      resolve({ status, headers: found, body: split < 0 ? Buffer.alloc(0) : raw.subarray(split + 4) });
    });
    socket.write(Buffer.from(lines.join('\r\n'), 'utf8'));
  });
}

async function send(c: Case) {
  const { status, body, headers } = await sendBytes(server.port, c.path, c.headers);
  expect(status, c.name).toBeGreaterThanOrEqual(200);
  expect(status, c.name).toBeLessThan(500);
  const text = body.toString('utf8');
  for (const leak of LEAKS) expect(text, `${c.name} leaks ${leak}`).not.toMatch(leak);
  return { status, headers };
}

describe('fuzzed input on every page type', () => {
  const counts = { cookies: 0, headers: 0, queries: 0 };

  it('malformed values of every cookie the shop reads, duplicates and unknown cookies', async () => {
    for (const c of cookieCases()) {
      await send(c);
      counts.cookies++;
    }
    expect(counts.cookies).toBe(PAGES.length * (SHOP_COOKIES.length + 2));
  }, 180_000);

  it('odd Accept-Encoding, Accept-Language, Host, X-Forwarded-* and other headers', async () => {
    for (const c of headerCases()) {
      await send(c);
      counts.headers++;
    }
    expect(counts.headers).toBe(PAGES.length * ODD_HEADERS.length);
  }, 180_000);

  it('hostile query parameters', async () => {
    for (const c of queryCases()) {
      await send(c);
      counts.queries++;
    }
    expect(counts.queries).toBe(PAGES.length * HOSTILE_QUERIES.length);
  }, 180_000);

  it("keeps the visitor's identity and login whatever else comes along", async () => {
    const visitor = `fuzz-${crypto.randomUUID().slice(0, 8)}`;
    const own = `mock_visitor=${visitor}; shop_auth=mock-token-40512873`;
    for (const path of PAGES) {
      const noise = SHOP_COOKIES.filter((name) => name !== 'mock_visitor' && name !== 'shop_auth').map(
        (name) => `${name}=${pick(BAD_VALUES)}`,
      );
      const { headers } = await send({
        name: `${path} with the visitor's cookies`,
        path,
        headers: { cookie: [own, ...noise].join('; ').slice(0, 15_000) },
      });
      // Nothing the server answers replaces or clears the visitor's identity or login.
      const set = headers['set-cookie'] ?? [];
      expect(
        set.filter((c) => /^(mock_visitor|shop_auth)=/.test(c)),
        path,
      ).toEqual([]);
    }
  }, 120_000);

  it('logged no failed request', () => {
    expect(server.logs.filter((line) => line.level === 'error' && line.msg === 'Request failed')).toEqual([]);
  });
});
