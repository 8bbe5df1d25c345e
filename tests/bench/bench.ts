// `npm run bench`: client JS per page type (raw and gzip) and server throughput of home, listing,
// search and product pages, measured side by side with a minimal page (the not-found page: the same
// frame, no data) of the same production server in one run. Traffic goes to localhost only, bounded.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { BUDGET_PATHS, clientJsOf } from './clientJs.ts';

const root = join(import.meta.dirname, '..', '..');
const port = Number(process.env.BENCH_PORT ?? 3200);
const base = `http://localhost:${port}`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const CONCURRENCY = 8;
const ROUNDS = 3;

/** JS the browser loads for a page, from the build output. */
async function clientJs(path: string) {
  return clientJsOf(await (await fetch(base + path)).text());
}

/** Requests per second and median latency for one path, CONCURRENCY requests at a time. */
async function throughput(path: string, seconds: number) {
  const latencies: number[] = [];
  const end = performance.now() + seconds * 1000;
  async function worker() {
    while (performance.now() < end) {
      const start = performance.now();
      const response = await fetch(base + path, { headers: { 'accept-encoding': 'gzip', cookie: 'mock_visitor=bench' } });
      await response.arrayBuffer();
      latencies.push(performance.now() - start);
    }
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / elapsed, median: latencies[Math.floor(latencies.length / 2)] ?? 0 };
}

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

const server = spawn(process.execPath, ['src/server/prod.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), NODE_ENV: 'production' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/favicon.svg`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  const { bare, ...typed } = BUDGET_PATHS;
  const pages: Record<string, string> = { ...typed, minimal: bare };

  console.log('Client JS per page type (what the browser loads on first visit)');
  for (const [name, path] of Object.entries(pages)) {
    const js = await clientJs(path);
    console.log(`  ${name.padEnd(8)} ${String(js.files).padStart(2)} files  raw ${kib(js.raw).padStart(10)}  gzip ${kib(js.gzip).padStart(9)}`);
  }

  // Warm up, then interleave the pages round by round so they share the same machine state.
  for (const path of Object.values(pages)) await throughput(path, 1);
  const results: Record<string, { rps: number[]; median: number[] }> = {};
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, path] of Object.entries(pages)) {
      const r = await throughput(path, SECONDS / ROUNDS);
      (results[name] ??= { rps: [], median: [] }).rps.push(r.rps);
      results[name].median.push(r.median);
    }
  }
  console.log(`\nServer render (production build, embedded mock, ${CONCURRENCY} concurrent, ${SECONDS} s per page)`);
  const minimalRps = results.minimal!.rps.reduce((a, b) => a + b) / ROUNDS;
  for (const [name, r] of Object.entries(results)) {
    const rps = r.rps.reduce((a, b) => a + b) / ROUNDS;
    const median = r.median.sort((a, b) => a - b)[Math.floor(ROUNDS / 2)]!;
    console.log(`  ${name.padEnd(8)} ${rps.toFixed(0).padStart(6)} req/s  median ${median.toFixed(1).padStart(6)} ms  (${((rps / minimalRps) * 100).toFixed(0)} % of minimal)`);
  }
} finally {
  server.kill();
}
