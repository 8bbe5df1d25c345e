// `npm run bench:chaos`: the production server against the mock as a service of its own
// (MOCK=remote) under CLIENTS concurrent clients over the catalogue pages, while the mock for
// every visitor (PUT /mock/faults) (a) delays the shop API by 10 s, (b) answers it 503, (c)
// answers the content API with a storm of 429s, (d) drops the connections of both APIs, each for
// PHASE seconds, then answers normally for RECOVERY seconds. Per scenario: answers by status, p99
// of the answered requests, the server's memory before and after, and the time it took to answer
// every request with 200 within the page budget again. Budgets: no request over the page budget
// plus 1 s, no 500, memory back within 10 % after the recovery; exit code 1 when one is missed.
// Options (or environment): --clients (CHAOS_CLIENTS, 50), --phase (CHAOS_PHASE_SECONDS, 20),
// --recovery (CHAOS_RECOVERY_SECONDS, 20), --only a,c (which scenarios). Ports 3410-3412
// (CHAOS_PORT and the next two). Needs a build (npm run build) and the machine to itself.
import { BUDGET_PATHS } from './clientJs.ts';
import { metricLines, now, option, productPaths, rssMb, runClients, sleep } from './loadDriver.ts';
import { answeredP99, chaosMisses, countByStatus, recoveryMs, table, type Sample } from './loadStats.ts';
import { startProductionServer } from './prodServer.ts';
import { startMockService } from '../contract/mockService.ts';

const CLIENTS = option('clients', 'CHAOS_CLIENTS', 50);
const PHASE_MS = option('phase', 'CHAOS_PHASE_SECONDS', 20) * 1000;
const RECOVERY_MS = option('recovery', 'CHAOS_RECOVERY_SECONDS', 20) * 1000;
const WARM_UP_MS = option('warm-up', 'CHAOS_WARM_UP_SECONDS', 15) * 1000;
const PORT = option('port', 'CHAOS_PORT', 3410);
// The production defaults (a live server's; the mock's own are longer for busy developer machines).
const PAGE_BUDGET_MS = 5000;
const API_TIMEOUT_MS = 2000;

interface Scenario {
  id: string;
  name: string;
  faults: { shop?: string; content?: string };
}

const SCENARIOS: Scenario[] = [
  { id: 'a', name: 'shop API 10 s slow', faults: { shop: '*=delay:10000' } },
  { id: 'b', name: 'shop API 503', faults: { shop: '*=http:503' } },
  { id: 'c', name: 'content API 429 storm', faults: { content: '*=http:429@1' } },
  { id: 'd', name: 'both APIs drop connections', faults: { shop: '*=drop', content: '*=drop' } },
];
const onlyAt = process.argv.indexOf('--only');
const chosen = onlyAt >= 0 ? SCENARIOS.filter((s) => process.argv[onlyAt + 1]!.split(',').includes(s.id)) : SCENARIOS;

/** Metrics worth reading after a chaos run: answers by status, upstream failures, shedding, memory. */
const METRICS = [
  'shop_http_request_duration_seconds_count',
  'shop_upstream_errors_total',
  'shop_render_queue_shed_total',
  'shop_page_data_shared_answers_total',
  'process_resident_memory_bytes',
  'nodejs_heap_size_used_bytes',
  'nodejs_eventloop_lag_p99_seconds',
];

const mock = await startMockService({ MOCK_PORT: String(PORT + 2), HOST: '127.0.0.1' });
const base = `http://localhost:${PORT}`;
const metricsOrigin = `http://localhost:${PORT + 1}`;
const server = await startProductionServer(PORT, {
  MOCK: 'remote',
  GRAPHQL_URL: `${mock.origin}/graphql`,
  CONTENT_GRAPHQL_URL: `${mock.origin}/content/graphql`,
  IMAGE_CDN_URL: `${mock.origin}/images`,
  METRICS_PORT: String(PORT + 1),
  PAGE_BUDGET_MS: String(PAGE_BUDGET_MS),
  API_TIMEOUT_MS: String(API_TIMEOUT_MS),
});
const setFaults = (faults: Scenario['faults']) =>
  fetch(`${mock.origin}/mock/faults`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...faults, seconds: PHASE_MS / 1000 + 5 }),
  });
const clearFaults = () => fetch(`${mock.origin}/mock/faults`, { method: 'DELETE' });

try {
  const { home, listing, search, product } = BUDGET_PATHS;
  const products = await productPaths(base, listing, 6);
  const paths = [home, listing, '/damen-mode/kleider/sommerkleider', search, '/search?q=sneaker', product, ...products];
  console.log(
    `Chaos: ${CLIENTS} clients over ${paths.length} catalogue pages (MOCK=remote, PAGE_BUDGET_MS=${PAGE_BUDGET_MS}, API_TIMEOUT_MS=${API_TIMEOUT_MS});`,
  );
  console.log(
    `each fault ${PHASE_MS / 1000} s, then ${RECOVERY_MS / 1000} s of recovery; budgets: none over ${PAGE_BUDGET_MS + 1000} ms, no 500, RSS back within 10 %\n`,
  );
  const warm = runClients(base, paths, CLIENTS);
  await sleep(WARM_UP_MS);
  const warmSamples = await warm.stop();
  console.log(
    `warm-up: ${warmSamples.length} requests, ${countByStatus(warmSamples)
      .map(([s, n]) => `${n}×${s}`)
      .join(' ')}, p99 ${answeredP99(warmSamples).toFixed(0)} ms`,
  );

  const rows: string[][] = [];
  let failed = false;
  for (const scenario of chosen) {
    const rssBefore = await rssMb(server.pid);
    const run = runClients(base, paths, CLIENTS);
    const faultStart = now();
    const set = await setFaults(scenario.faults);
    if (!set.ok) throw new Error(`the mock refused the faults of ${scenario.id}: ${await set.text()}`);
    await sleep(PHASE_MS);
    await clearFaults();
    const faultEnd = now();
    await sleep(RECOVERY_MS);
    const samples: Sample[] = (await run.stop()).filter((s) => s.start >= faultStart);
    const rssAfter = await rssMb(server.pid);
    const recovery = recoveryMs(samples, faultEnd, PAGE_BUDGET_MS);
    const misses = chaosMisses(samples, { before: rssBefore, after: rssAfter }, { pageBudgetMs: PAGE_BUDGET_MS });
    if (recovery === null) misses.push('not recovered');
    failed ||= misses.length > 0;
    const max = Math.max(...samples.map((s) => s.end - s.start));
    rows.push([
      `${scenario.id}) ${scenario.name}`,
      countByStatus(samples)
        .map(([status, n]) => `${n}×${status}`)
        .join(' '),
      `${answeredP99(samples).toFixed(0)} ms`,
      `${max.toFixed(0)} ms`,
      `${rssBefore.toFixed(0)} MB`,
      `${rssAfter.toFixed(0)} MB`,
      recovery === null ? '-' : `${(recovery / 1000).toFixed(1)} s`,
      misses.length > 0 ? `MISSED: ${misses.join(', ')}` : 'ok',
    ]);
    console.log(`${scenario.id}) done`);
  }
  console.log(`\n${table(['scenario', 'answers by status', 'p99', 'max', 'RSS before', 'RSS after', 'recovered in', 'budgets'], rows)}`);
  console.log(`\n/metrics after the run (${metricsOrigin}/metrics):`);
  for (const line of await metricLines(metricsOrigin, METRICS)) console.log(`  ${line}`);
  if (failed) process.exitCode = 1;
} finally {
  await clearFaults().catch(() => undefined);
  server.kill();
  await mock.stop();
}
