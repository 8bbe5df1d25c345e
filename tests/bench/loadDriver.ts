// What the chaos and soak benches share: clients that request pages in a loop and record each
// outcome, the server's memory, its /metrics, and the bench's command-line options.
import { readFile } from 'node:fs/promises';
import type { Sample } from './loadStats.ts';

/** What every page request sends: a browser's Accept-Encoding. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** No request is waited for longer than this: past it the bench counts it as unanswered. */
const CLIENT_TIMEOUT_MS = 30_000;

/** Milliseconds on the bench's clock. */
export const now = () => performance.now();

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One request, its body read to the end, as a sample (status 'error' when no answer came). */
export async function timedFetch(url: string, init: RequestInit = {}): Promise<Sample & { response?: Response; body?: string }> {
  const start = now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS) });
    const body = await response.text();
    return { start, end: now(), status: response.status, response, body };
  } catch {
    return { start, end: now(), status: 'error' };
  }
}

/**
 * `clients` concurrent clients, each requesting the paths in turn (each from its own offset)
 * until `stop()` is called; resolves with every sample once the requests in flight are done.
 */
export function runClients(base: string, paths: readonly string[], clients: number, headers: Record<string, string> = BROWSER_HEADERS) {
  const samples: Sample[] = [];
  let running = true;
  const client = async (offset: number) => {
    for (let i = offset; running; i++) {
      const { start, end, status } = await timedFetch(base + paths[i % paths.length]!, { headers });
      samples.push({ start, end, status });
    }
  };
  const done = Promise.all(Array.from({ length: clients }, (_, i) => client(i)));
  return {
    samples,
    async stop(): Promise<Sample[]> {
      running = false;
      await done;
      return samples;
    },
  };
}

/** Resident memory of a process in MB (Linux; NaN elsewhere). */
export async function rssMb(pid: number | undefined): Promise<number> {
  if (!pid) return NaN;
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024;
}

/** The lines of the server's Prometheus metrics whose names start with one of `prefixes`. */
export async function metricLines(metricsOrigin: string, prefixes: readonly string[]): Promise<string[]> {
  const text = await fetch(`${metricsOrigin}/metrics`).then(
    (r) => r.text(),
    () => '',
  );
  return text.split('\n').filter((line) => !line.startsWith('#') && prefixes.some((prefix) => line.startsWith(prefix)));
}

/** The sum of a counter's samples whose labels contain every one of `labels` (e.g. 'result="hit"'). */
export function metricSum(lines: readonly string[], name: string, ...labels: string[]): number {
  return lines
    .filter((line) => (line.startsWith(`${name}{`) || line.startsWith(`${name} `)) && labels.every((label) => line.includes(label)))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}

/** `--name value` from the command line, else the environment variable, else the default. */
export function option(name: string, env: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const raw = at >= 0 ? process.argv[at + 1] : process.env[env];
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} (${env}) must be a number: ${raw}`);
  return value;
}

/** Product pages linked from a listing's HTML, for a mix wider than one product (a cold server may answer 503 at first). */
export async function productPaths(base: string, listing: string, count: number): Promise<string[]> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const response = await fetch(base + listing);
    const html = await response.text();
    if (response.ok) return [...new Set([...html.matchAll(/href="(\/p\/[^"?#]+)"/g)].map((m) => m[1]!))].slice(0, count);
    await sleep(1000);
  }
  throw new Error(`${listing} did not answer 200`);
}
