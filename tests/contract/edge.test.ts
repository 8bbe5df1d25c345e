// The reference topology on loopback: deploy/nginx.conf (Debian's nginx as the CDN's stand-in)
// with its cache in front of two shop replicas and the mock service, proven as a shopper's
// browser and a crawler would use it.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../mock-server/data/customers.ts';
import { ANNA, MARLENE, plentifulVariants } from './checkout-fixtures.ts';
import {
  ContractAddToBasketMutationDocument,
  ContractBasketQueryDocument,
  ContractCustomerQueryDocument,
  ContractLoginMutationDocument,
} from './__generated__/shop/graphql.ts';
import { startMockService, type RunningMock } from './mockService.ts';
import { root, startProductionServer, type RunningServer } from './productionServer.ts';

const NGINX = '/usr/sbin/nginx';
const LISTING = '/damen-mode/kleider/sommerkleider';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as { port: number }).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** deploy/nginx.conf with the topology's hosts replaced by loopback ports; each replacement must match once. */
function loopbackConfig(edgePort: number, shops: number[], mockPort: number): string {
  let config = readFileSync(join(root, 'deploy/nginx.conf'), 'utf8');
  const replace = (from: string, to: string) => {
    expect(config.split(from).length - 1, from).toBe(1);
    config = config.replace(from, to);
  };
  replace('worker_processes auto;', 'worker_processes 1;');
  replace('listen 8080;', `listen 127.0.0.1:${edgePort};`);
  replace(
    'server shop:3000 max_fails=1 fail_timeout=5s;',
    shops.map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n    '),
  );
  replace('server mock:4000;', `server 127.0.0.1:${mockPort};`);
  // The same page location once more under /stale/, whose entries expire after a second instead of
  // the page's minute, so a test sees the edge serve an expired page while the shop fails.
  const pages = /\n {4}location \/ \{\n([\s\S]*?)\n {4}\}\n/.exec(config);
  expect(pages, 'the page location').not.toBeNull();
  const stale = pages![1]!.replace('proxy_pass http://shop;', 'proxy_pass http://shop/;');
  expect(stale).toContain('proxy_cache_use_stale');
  replace(
    pages![0],
    `${pages![0]}\n    location /stale/ {\n${stale}\n      proxy_ignore_headers Cache-Control Expires;\n      proxy_cache_valid 200 1s;\n    }\n`,
  );
  return config;
}

// Skipped only on a developer's machine without nginx; CI installs it (.ci/run) and must run it.
const available = existsSync(NGINX) || !!process.env['CI'];
let mock: RunningMock;
let replicas: RunningServer[] = [];
let nginx: ChildProcess | undefined;
let prefix: string;
let edge: string;

beforeAll(async () => {
  if (!available) return;
  const edgePort = await freePort();
  edge = `http://localhost:${edgePort}`;
  mock = await startMockService({ HOST: '127.0.0.1' });
  const mockPort = Number(new URL(mock.origin).port);
  const env = {
    HOST: '127.0.0.1',
    MOCK: 'remote',
    GRAPHQL_URL: `http://127.0.0.1:${mockPort}/graphql`,
    CONTENT_GRAPHQL_URL: `http://127.0.0.1:${mockPort}/content/graphql`,
    IMAGE_CDN_URL: `${edge}/images`,
    SHUTDOWN_TIMEOUT_MS: '5000',
  };
  replicas = await Promise.all([startProductionServer(env), startProductionServer(env)]);
  prefix = mkdtempSync(join(tmpdir(), 'edge-'));
  mkdirSync(join(prefix, 'temp'));
  writeFileSync(
    join(prefix, 'nginx.conf'),
    loopbackConfig(
      edgePort,
      replicas.map((r) => r.port),
      mockPort,
    ),
  );
  // As root nginx would hand its workers to 'nobody', who may not write the temporary prefix.
  const user = process.getuid?.() === 0 ? ' user root;' : '';
  nginx = spawn(NGINX, ['-p', `${prefix}/`, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr', '-g', `daemon off;${user}`], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  nginx.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  for (let i = 0; ; i++) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    if (
      await fetch(`${edge}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 100) throw new Error(`nginx did not answer: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 180_000);

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx!.once('exit', resolve));
    nginx.kill('SIGTERM');
    await exited;
  }
  await Promise.all(replicas.map((replica) => replica.stop()));
  await mock?.stop();
  if (prefix) rmSync(prefix, { recursive: true, force: true });
});

/** A browser's cookie jar: what the edge sets is sent back. */
class Visitor {
  private readonly jar = new Map<string, string>();
  token: string | undefined;
  cookie() {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  async get(path: string, headers: Record<string, string> = {}) {
    const response = await fetch(`${edge}${path}`, {
      headers: { cookie: this.cookie(), 'accept-encoding': 'gzip', ...headers },
      redirect: 'manual',
    });
    this.keep(response);
    return {
      status: response.status,
      cache: response.headers.get('x-cache-status'),
      cacheControl: response.headers.get('cache-control') ?? '',
      setsCookie: response.headers.getSetCookie().length > 0,
      body: await response.text(),
    };
  }
  async graphql(query: string, variables: Record<string, unknown> = {}) {
    const response = await fetch(`${edge}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: edge,
        cookie: this.cookie(),
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    this.keep(response);
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: Record<string, unknown> }).data;
  }
  private keep(response: Response) {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';', 1);
      const eq = pair!.indexOf('=');
      this.jar.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
  }
}

/** Which replica logged a request for the path (the shop logs one line per page view). */
const servedBy = (path: string) =>
  replicas.map((replica) => replica.logs.filter((line) => line.path === path.split('?')[0] && typeof line.status === 'number').length);

describe.skipIf(!available)('the edge cache in front of two replicas and the mock service', () => {
  it('serves an anonymous listing from its cache once the shop marks it shareable, and never one that sets a cookie', async () => {
    const visitor = new Visitor();
    const path = `${LISTING}?edge=hit`;
    // Until the shop sends shareable HTML on a visit's first page, the first answers may set
    // cookies (private): those never come from the cache and are never stored.
    let answer = await visitor.get(path);
    for (let i = 0; i < 3 && (answer.setsCookie || !answer.cacheControl.startsWith('public')); i++) {
      expect(answer.cache).not.toBe('HIT');
      answer = await visitor.get(path);
    }
    expect(answer.status).toBe(200);
    expect(answer.cacheControl).toMatch(/^public/);
    expect((await visitor.get(path)).cache).toBe('HIT');
    // A crawler without cookies gets the same shared page.
    const crawler = await new Visitor().get(path);
    expect(crawler.cache).toBe('HIT');
    expect(crawler.body).toContain('Sommerkleider');
  });

  it('keeps basket and login whichever replica answers: no sticky sessions', async () => {
    const [variant] = plentifulVariants(1);
    const visitor = new Visitor();
    await visitor.graphql(print(ContractAddToBasketMutationDocument), { variantId: variant!.variant.id, quantity: 1 });
    const login = await visitor.graphql(print(ContractLoginMutationDocument), {
      input: { method: 'customerNumber', identifier: ANNA, password: DEMO_PASSWORD },
    });
    visitor.token = (login['login'] as { token: string }).token;
    // Pages of the visitor go to both replicas in turn; the basket and the login hold throughout.
    for (let i = 0; i < 4; i++) {
      expect((await visitor.get(`/basket?edge=sticky${i}`)).status).toBe(200);
      const basket = (await visitor.graphql(print(ContractBasketQueryDocument)))['basket'] as { items: { variantId: string }[] };
      expect(basket.items.map((item) => item.variantId)).toEqual([variant!.variant.id]);
      expect(((await visitor.graphql(print(ContractCustomerQueryDocument)))['customer'] as { customerNumber: string }).customerNumber).toBe(
        ANNA,
      );
    }
    const counts = [0, 1, 2, 3].map((i) => servedBy(`/basket?edge=sticky${i}`));
    expect(counts.reduce((sum, c) => [sum[0]! + c[0]!, sum[1]! + c[1]!], [0, 0]).every((n) => n > 0)).toBe(true);
  });

  it("never shows one logged-in visitor another's data", async () => {
    const anna = new Visitor();
    const marlene = new Visitor();
    for (const [visitor, customer] of [
      [anna, ANNA],
      [marlene, MARLENE],
    ] as const) {
      const login = await visitor.graphql(print(ContractLoginMutationDocument), {
        input: { method: 'customerNumber', identifier: customer, password: DEMO_PASSWORD },
      });
      visitor.token = (login['login'] as { token: string }).token;
    }
    for (const path of ['/customer', '/basket', `${LISTING}?edge=personal`]) {
      for (const [visitor, other] of [
        [anna, 'Becker'],
        [marlene, 'Schulze'],
      ] as const) {
        const page = await visitor.get(path);
        // Whatever a page holds comes from the shared cache only if it is the same for everyone.
        expect(page.body, path).not.toContain(other === 'Becker' ? 'Schulze' : 'Becker');
        expect(page.body, path).not.toContain(other === 'Becker' ? MARLENE : ANNA);
      }
    }
    expect(((await anna.graphql(print(ContractCustomerQueryDocument)))['customer'] as { lastName: string }).lastName).toBe('Becker');
    expect(((await marlene.graphql(print(ContractCustomerQueryDocument)))['customer'] as { lastName: string }).lastName).toBe('Schulze');
  });

  it('serves the last good page, expired, while the API fails (stale-if-error)', async () => {
    const path = `${LISTING}?edge=stale`;
    const visitor = new Visitor();
    let answer = await visitor.get(`/stale${path}`);
    for (let i = 0; i < 3 && (answer.setsCookie || !answer.cacheControl.startsWith('public')); i++)
      answer = await visitor.get(`/stale${path}`);
    expect(answer.status).toBe(200);
    const good = answer.body;
    // The API fails for this visitor's requests: the shop renders the page alone (not from its own
    // short-lived copy of the page's data) and answers 503, which no cache may keep.
    const failing = { cookie: `mock_faults=${encodeURIComponent('*=http:503')}`, 'accept-encoding': 'gzip' };
    const direct = await fetch(`http://127.0.0.1:${replicas[1]!.port}${path}`, { headers: failing });
    expect(direct.status).toBe(503);
    expect(direct.headers.get('cache-control')).toBe('no-store');
    // Until the edge's copy has expired it is a plain hit; then the edge asks the shop, gets the 503
    // and answers with the expired copy instead.
    let stale = await fetch(`${edge}/stale${path}`, { headers: failing });
    for (let i = 0; i < 50 && stale.headers.get('x-cache-status') === 'HIT'; i++) {
      await stale.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 100));
      stale = await fetch(`${edge}/stale${path}`, { headers: failing });
    }
    expect(stale.status).toBe(200);
    expect(['STALE', 'UPDATING']).toContain(stale.headers.get('x-cache-status'));
    const body = await stale.text();
    expect(body).toContain('Sommerkleider');
    expect(body.length).toBe(good.length);
  });

  it('loses no request while one replica is stopped with SIGTERM', async () => {
    const visitor = new Visitor();
    const statuses: number[] = [];
    let next = 0;
    const worker = async () => {
      while (next < 40) {
        const i = next++;
        if (i === 10) replicas[0]!.child.kill('SIGTERM');
        // A new address each time: every request reaches a replica, none comes from the cache.
        statuses.push((await visitor.get(`${LISTING}?edge=drain${i}`)).status);
      }
    };
    await Promise.all([worker(), worker(), worker()]);
    expect(await replicas[0]!.exited).toBe(0);
    expect(statuses).toHaveLength(40);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  });
});
