// Part of `npm run bench`: the reference topology (deploy/nginx.conf: the edge cache in front of two
// shop replicas, the mock as a service behind them) against one shop process, with the same
// realistic mix of catalogue pages: a few pages are asked for often, most rarely (Zipf-like over
// ~800 products, every category and 30 search terms), as shoppers and crawlers spread over a shop.
// Prints requests per second of one process, of the topology, and of the topology with every
// request a new address (no cache: what two replicas add on their own), and the edge's hit ratio
// and the shop's shared-answer hit ratio for the mix. TOPOLOGY_SECONDS (20) per run, 16 clients.
// Ports 3440-3446. Needs nginx (/usr/sbin/nginx) and a build; skipped without nginx.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { catalogue } from '../../mock-server/data/catalogue.ts';
import { startMockService } from '../contract/mockService.ts';
import { BROWSER_HEADERS, metricLines, metricSum, now, option, sleep, timedFetch } from './loadDriver.ts';
import { answeredP99, countByStatus, percentile, table } from './loadStats.ts';
import { startProductionServer } from './prodServer.ts';

const NGINX = '/usr/sbin/nginx';
const SECONDS = option('seconds', 'TOPOLOGY_SECONDS', 20);
const CLIENTS = 16;
const PORT = option('port', 'TOPOLOGY_PORT', 3440);
const root = join(import.meta.dirname, '..', '..');

if (!existsSync(NGINX)) {
  console.log(`\nTopology: skipped (no ${NGINX})`);
  process.exit(0);
}

/** The page addresses of the mix, most asked for first. */
function mix(): string[] {
  const { products, categories } = catalogue();
  const terms = [
    'kleid',
    'sneaker',
    'jeans',
    'bluse',
    'matratze',
    'sofa',
    'lampe',
    'rock',
    'jacke',
    'stiefel',
    'handtuch',
    'bettwäsche',
    'shirt',
    'hose',
    'pullover',
    'mantel',
    'tasche',
    'schal',
    'kissen',
    'teppich',
    'vorhang',
    'sandalen',
    'badeanzug',
    'rote kleider',
    'sommerkleid',
    'leder',
    'wolle',
    'leinen',
    'kinder',
    'herren',
  ];
  const urls: string[] = ['/', ...[...categories.byPath.keys()].slice(0, 8)];
  const rest = [
    ...[...categories.byPath.keys()].slice(8),
    ...terms.map((term) => `/search?q=${encodeURIComponent(term)}`),
    ...products.slice(0, 800).map((p) => `/p/${p.product.id}`),
  ];
  // Interleaved, so the popular head holds every page type.
  for (let i = 0; rest.length > 0; i++) urls.push(rest.splice((i * 7919) % rest.length, 1)[0]!);
  return urls;
}

/** Zipf-like (s = 1) choice of an index below n: index 0 most often. */
function zipf(n: number): () => number {
  const weights = Array.from({ length: n }, (_, i) => 1 / (i + 1));
  const total = weights.reduce((a, b) => a + b);
  const cumulative: number[] = [];
  let sum = 0;
  for (const w of weights) cumulative.push((sum += w / total));
  return () => {
    const r = Math.random();
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < r) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

/** deploy/nginx.conf on loopback: one worker, the replicas' and the mock's ports (each replacement must match once). */
function loopbackConfig(edgePort: number, shops: number[], mockPort: number): string {
  let config = readFileSync(join(root, 'deploy/nginx.conf'), 'utf8');
  const replace = (from: string, to: string) => {
    if (config.split(from).length !== 2) throw new Error(`deploy/nginx.conf: "${from}" not found once`);
    config = config.replace(from, to);
  };
  replace('worker_processes auto;', 'worker_processes 1;');
  replace('listen 8080;', `listen 127.0.0.1:${edgePort};`);
  replace(
    'server shop:3000 max_fails=1 fail_timeout=5s;',
    shops.map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n    '),
  );
  replace('server mock:4000;', `server 127.0.0.1:${mockPort};`);
  return config;
}

/** CLIENTS clients over the mix for SECONDS: req/s, latencies, statuses and the edge's cache statuses. */
async function run(base: string, urls: readonly string[], unique: boolean) {
  const next = zipf(urls.length);
  const samples: Awaited<ReturnType<typeof timedFetch>>[] = [];
  const cache = new Map<string, number>();
  const end = now() + SECONDS * 1000;
  let n = 0;
  const client = async () => {
    while (now() < end) {
      const url = urls[next()]!;
      // A new address each time reaches a replica whatever the edge holds.
      const target = unique ? `${url}${url.includes('?') ? '&' : '?'}nocache=${n++}` : url;
      const sample = await timedFetch(base + target, { headers: { ...BROWSER_HEADERS, cookie: 'mock_visitor=topology' } });
      const status = sample.response?.headers.get('x-cache-status') ?? '-';
      cache.set(status, (cache.get(status) ?? 0) + 1);
      delete sample.body;
      delete sample.response;
      samples.push(sample);
    }
  };
  const started = now();
  await Promise.all(Array.from({ length: CLIENTS }, client));
  const seconds = (now() - started) / 1000;
  const durations = samples.map((s) => s.end - s.start).sort((a, b) => a - b);
  return {
    rps: samples.length / seconds,
    p50: percentile(durations, 0.5),
    p99: answeredP99(samples),
    statuses: countByStatus(samples),
    cache,
  };
}

const mock = await startMockService({ MOCK_PORT: String(PORT + 6), HOST: '127.0.0.1' });
const mockPort = PORT + 6;
const edgePort = PORT + 5;
const edge = `http://localhost:${edgePort}`;
const api = {
  MOCK: 'remote',
  GRAPHQL_URL: `http://127.0.0.1:${mockPort}/graphql`,
  CONTENT_GRAPHQL_URL: `http://127.0.0.1:${mockPort}/content/graphql`,
  IMAGE_CDN_URL: `${edge}/images`,
};
const replicas = await Promise.all(
  [0, 1].map((i) => startProductionServer(PORT + 2 * i, { ...api, METRICS_PORT: String(PORT + 2 * i + 1) })),
);
const prefix = mkdtempSync(join(tmpdir(), 'bench-edge-'));
mkdirSync(join(prefix, 'temp'));
writeFileSync(join(prefix, 'nginx.conf'), loopbackConfig(edgePort, [PORT, PORT + 2], mockPort));
const user = process.getuid?.() === 0 ? ' user root;' : '';
const nginx = spawn(NGINX, ['-p', `${prefix}/`, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr', '-g', `daemon off;${user}`], {
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  for (
    let i = 0;
    !(await fetch(`${edge}/healthz`).then(
      (r) => r.ok,
      () => false,
    ));
    i++
  ) {
    if (i > 100 || nginx.exitCode !== null) throw new Error('nginx did not answer');
    await sleep(100);
  }
  const urls = mix();
  console.log(
    `\nTopology (deploy/nginx.conf, 2 replicas, mock service) vs one process: ${CLIENTS} clients, ${SECONDS} s each, ${urls.length} pages in a Zipf-like mix`,
  );
  // Each replica warms its code once, so neither run pays for the other's first renders.
  for (const port of [PORT, PORT + 2]) await run(`http://localhost:${port}`, urls.slice(0, 20), false).catch(() => undefined);
  const sharedBefore = await metricLines(`http://localhost:${PORT + 1}`, ['shop_page_data_shared_answers_total']);
  const one = await run(`http://localhost:${PORT}`, urls, false);
  const sharedAfter = await metricLines(`http://localhost:${PORT + 1}`, ['shop_page_data_shared_answers_total']);
  const topology = await run(edge, urls, false);
  const uncached = await run(edge, urls, true);
  const hits =
    metricSum(sharedAfter, 'shop_page_data_shared_answers_total', 'result="hit"') -
    metricSum(sharedBefore, 'shop_page_data_shared_answers_total', 'result="hit"');
  const all =
    metricSum(sharedAfter, 'shop_page_data_shared_answers_total') - metricSum(sharedBefore, 'shop_page_data_shared_answers_total');
  const row = (name: string, r: Awaited<ReturnType<typeof run>>) => [
    name,
    `${r.rps.toFixed(1)} req/s`,
    `${r.p50.toFixed(0)} ms`,
    `${r.p99.toFixed(0)} ms`,
    r.statuses.map(([s, c]) => `${c}×${s}`).join(' '),
    [...r.cache]
      .filter(([s]) => s !== '-')
      .map(([s, c]) => `${s} ${c}`)
      .join(', ') || '-',
  ];
  console.log(
    table(
      ['setup', 'throughput', 'p50', 'p99', 'answers', 'edge cache'],
      [row('one process', one), row('edge + 2 replicas', topology), row('2 replicas, no cache', uncached)],
    ),
  );
  const served = (r: Awaited<ReturnType<typeof run>>) => ['HIT', 'STALE', 'UPDATING'].reduce((sum, s) => sum + (r.cache.get(s) ?? 0), 0);
  const total = [...topology.cache.values()].reduce((a, b) => a + b, 0);
  console.log(
    `  edge cache hit ratio for the mix: ${((served(topology) / total) * 100).toFixed(0)} % (HIT, STALE, UPDATING of all answers)`,
  );
  console.log(
    `  shop's shared answers (one process, the mix): ${all ? ((hits / all) * 100).toFixed(0) : '-'} % kept (shop_page_data_shared_answers_total)`,
  );
  console.log(
    `  topology vs one process: ${(topology.rps / one.rps).toFixed(1)}× with the cache, ${(uncached.rps / one.rps).toFixed(1)}× without`,
  );
} finally {
  nginx.kill('SIGTERM');
  for (const replica of replicas) replica.kill();
  await mock.stop();
  rmSync(prefix, { recursive: true, force: true });
}
