// `npm run bench`: client JS per page type (raw and gzip) and server throughput of home, listing,
// search and product pages, measured side by side with a minimal page (the not-found page: the same
// frame, no data) of the same production server in one run, then each catalogue page under
// LOAD_CLIENTS concurrent clients with the server's memory before and after (exit code 1 when a
// target is missed). Traffic goes to localhost only, bounded. LOAD_SECONDS=0 skips the load test.
import { readFile } from 'node:fs/promises';
import { BUDGET_PATHS, clientJsOf } from './clientJs.ts';
import { startProductionServer } from './prodServer.ts';

const port = Number(process.env.BENCH_PORT ?? 3200);
const base = `http://localhost:${port}`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 7);
const CONCURRENCY = 8;
const ROUNDS = 7;
// The load test: this many clients at once on each catalogue page, for LOAD_SECONDS each.
const LOAD_CLIENTS = Number(process.env.LOAD_CLIENTS ?? 50);
const LOAD_SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const LOAD_P99_MS = 2000;
const LOAD_RSS_MB = 600;
/**
 * What every request sends: a browser's Accept-Encoding, so pages are compressed as shoppers get
 * them (brotli), and the bench's visitor cookie.
 */
const REQUEST_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd', cookie: 'mock_visitor=bench' };

/** JS the browser loads for a page, from the build output. */
async function clientJs(path: string) {
  return clientJsOf(await (await fetch(base + path)).text());
}

/**
 * CPU time the server process has used so far, in ms (Linux: its user and system time, in clock ticks
 * of 10 ms; NaN elsewhere). Unlike req/s it does not count the time the machine gave to others.
 */
async function serverCpuMs(pid: number | undefined): Promise<number> {
  if (!pid) return NaN;
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  // The fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * Requests per second, median latency and the server's CPU time per request for one path,
 * CONCURRENCY requests at a time.
 */
async function throughput(path: string, seconds: number, serverPid?: number) {
  const latencies: number[] = [];
  const cpuBefore = await serverCpuMs(serverPid);
  const end = performance.now() + seconds * 1000;
  async function worker() {
    while (performance.now() < end) {
      const start = performance.now();
      const response = await fetch(base + path, { headers: REQUEST_HEADERS });
      await response.arrayBuffer();
      latencies.push(performance.now() - start);
    }
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const elapsed = (performance.now() - started) / 1000;
  const cpuPerRequest = ((await serverCpuMs(serverPid)) - cpuBefore) / latencies.length;
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / elapsed, median: latencies[Math.floor(latencies.length / 2)] ?? 0, cpuPerRequest };
}

/** Every request's outcome under LOAD_CLIENTS concurrent clients: errors, percentiles, slow requests. */
async function load(path: string, seconds: number) {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  async function client() {
    while (performance.now() < end) {
      const start = performance.now();
      try {
        const response = await fetch(base + path, { headers: REQUEST_HEADERS });
        await response.arrayBuffer();
        if (!response.ok) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - start);
    }
  }
  await Promise.all(Array.from({ length: LOAD_CLIENTS }, client));
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? 0;
  return {
    requests: latencies.length,
    errors,
    p50: at(0.5),
    p99: at(0.99),
    max: latencies.at(-1) ?? 0,
    over2s: latencies.filter((ms) => ms > LOAD_P99_MS).length,
  };
}

/** Resident memory of a process in MB (Linux). */
async function rssMb(pid: number | undefined): Promise<number> {
  if (!pid) return NaN;
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return kb / 1024;
}

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

const server = await startProductionServer(port);
try {
  // Server figures are for the catalogue pages (the same HTML for every visitor); client JS for all.
  const { bare, home, listing, search, product } = BUDGET_PATHS;
  const typed: Record<string, string> = { home, listing, search, product };
  const pages: Record<string, string> = { ...typed, minimal: bare };

  console.log('Client JS per page type (what the browser loads on first visit)');
  for (const [name, path] of Object.entries({ ...BUDGET_PATHS, bare: undefined, minimal: bare })) {
    if (!path) continue;
    const js = await clientJs(path);
    console.log(
      `  ${name.padEnd(8)} ${String(js.files).padStart(2)} files  raw ${kib(js.raw).padStart(10)}  gzip ${kib(js.gzip).padStart(9)}`,
    );
  }

  // Warm up, then interleave the pages round by round so they share the same machine state.
  for (const path of Object.values(pages)) await throughput(path, 1);
  const results: Record<string, { rps: number[]; median: number[]; cpu: number[] }> = {};
  // Each round starts one page further on: a page pays for the garbage of the page before it (the
  // collector runs in its window), and in a fixed order search always came after the listing and the
  // minimal page after the light product page.
  const entries = Object.entries(pages);
  for (let round = 0; round < ROUNDS; round++) {
    for (let i = 0; i < entries.length; i++) {
      const [name, path] = entries[(round + i) % entries.length]!;
      const r = await throughput(path, SECONDS / ROUNDS, server.pid);
      const result = (results[name] ??= { rps: [], median: [], cpu: [] });
      result.rps.push(r.rps);
      result.median.push(r.median);
      result.cpu.push(r.cpuPerRequest);
    }
  }
  // A page's share of the minimal page's req/s is taken round by round (the two ran within seconds
  // of each other) and the median of the rounds reported: the machine's speed drifts between rounds
  // (other processes, CPU boost), and a ratio of whole-run means lets one slow round of either page
  // move it.
  console.log(`\nServer render (production build, embedded mock, ${CONCURRENCY} concurrent, ${SECONDS} s per page in ${ROUNDS} rounds)`);
  const mid = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const minimalRps = results.minimal!.rps;
  for (const [name, r] of Object.entries(results)) {
    const rps = r.rps.reduce((a, b) => a + b) / ROUNDS;
    const share = mid(r.rps.map((value, round) => value / minimalRps[round]!));
    console.log(
      `  ${name.padEnd(8)} ${rps.toFixed(0).padStart(6)} req/s  median ${mid(r.median).toFixed(1).padStart(6)} ms  (${(share * 100).toFixed(0)} % of minimal; rounds ${r.rps.map((value, round) => ((value / minimalRps[round]!) * 100).toFixed(0)).join(', ')})`,
    );
  }
  // The same comparison in the server's own CPU time per request, which the time the machine gives to
  // other processes (the clients of this bench among them) does not move: what the req/s share would
  // be on a machine of its own.
  const minimalCpu = results.minimal!.cpu;
  if (minimalCpu.every(Number.isFinite)) {
    console.log('\nServer CPU time per request (user and system time of the server process, median of the rounds)');
    for (const [name, r] of Object.entries(results)) {
      const share = mid(r.cpu.map((value, round) => minimalCpu[round]! / value));
      console.log(
        `  ${name.padEnd(8)} ${mid(r.cpu).toFixed(1).padStart(6)} ms  (the minimal page's is ${(share * 100).toFixed(0)} % of it)`,
      );
    }
  }

  if (LOAD_SECONDS > 0) {
    console.log(
      `\nUnder load (${LOAD_CLIENTS} concurrent clients, ${LOAD_SECONDS} s per page; targets: no error, p99 <= ${LOAD_P99_MS} ms, RSS <= ${LOAD_RSS_MB} MB)`,
    );
    console.log(`  server RSS before: ${(await rssMb(server.pid)).toFixed(0)} MB`);
    let failed = false;
    for (const [name, path] of Object.entries(typed)) {
      const r = await load(path, LOAD_SECONDS);
      const ok = r.errors === 0 && r.p99 <= LOAD_P99_MS;
      failed ||= !ok;
      console.log(
        `  ${name.padEnd(8)} ${String(r.requests).padStart(6)} requests  ${String(r.errors).padStart(3)} errors  p50 ${r.p50.toFixed(0).padStart(5)} ms  p99 ${r.p99.toFixed(0).padStart(5)} ms  max ${r.max.toFixed(0).padStart(5)} ms  ${String(r.over2s).padStart(4)} over 2 s  ${ok ? 'ok' : 'MISSED'}`,
      );
    }
    const rss = await rssMb(server.pid);
    failed ||= rss > LOAD_RSS_MB;
    console.log(`  server RSS after:  ${rss.toFixed(0)} MB ${rss > LOAD_RSS_MB ? 'MISSED' : 'ok'}`);
    if (failed) process.exitCode = 1;
  }
} finally {
  server.kill();
}
