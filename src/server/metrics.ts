// The server's Prometheus metrics (prom-client), served at /metrics on a port of their own
// (METRICS_PORT, default 9464): scrapers reach it inside the cluster, shoppers never see it, and
// the shop's public port answers nothing about its inside.
import { createServer, type Server } from 'node:http';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Api } from '../relay/network.ts';
import { pageTypeFromPath } from '../shop/page/pageType.ts';
import { resolveRuntime } from '../shop/page/runtime.ts';
import type { Logger } from './logger.ts';
import type { RenderQueue, RenderQueueObserver } from './renderQueue.ts';

export const DEFAULT_METRICS_PORT = 9464;

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The web vitals the browser reports, with the buckets of each (seconds; CLS has no unit). */
export const VITAL_BUCKETS = {
  LCP: [0.5, 1, 1.5, 2, 2.5, 3, 4, 6, 10],
  INP: [0.05, 0.1, 0.2, 0.3, 0.5, 0.75, 1, 2],
  TTFB: [0.1, 0.2, 0.4, 0.6, 0.8, 1.2, 2, 4],
  CLS: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
} as const;
export type VitalName = keyof typeof VITAL_BUCKETS;

/** An API's error code as a label: codes are the API's words, so anything odd becomes OTHER. */
const labelCode = (code: string | undefined) => (code && /^[A-Z][A-Z0-9_]{0,39}$/.test(code) ? code : 'OTHER');

export interface ShopMetrics {
  readonly registry: Registry;
  /** A request's answer: its route class (page type, or static/api/probe/beacon) and status. */
  requestDone(pathname: string, status: number, seconds: number): void;
  upstream(api: Api, operation: string, seconds: number, errorCode?: string): void;
  /** The render queue's counts are read at each scrape; waits come through the observer. */
  watchRenderQueue(queue: Pick<RenderQueue, 'running' | 'waiting'>): void;
  readonly renderQueueObserver: RenderQueueObserver;
  /** A request turned away because the render queue's waiting line was full. */
  renderShed(): void;
  sharedAnswer(kept: boolean): void;
  vital(name: VitalName, pageType: string, value: number): void;
  browserError(kind: string, pageType: string): void;
  beacon(result: string): void;
}

/**
 * A registry of its own per server, so tests that start several servers in one process never mix
 * their counts. `defaults` adds prom-client's process metrics (event-loop delay, heap, GC, CPU).
 */
export function createMetrics({ defaults = true } = {}): ShopMetrics {
  const registry = new Registry();
  if (defaults) collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Histogram({
    name: 'shop_http_request_duration_seconds',
    help: 'Time from a request arriving to its response being sent, by page type (or static, api, probe, beacon) and status',
    labelNames: ['page_type', 'status'],
    buckets: SECONDS,
    registers,
  });
  const upstream = new Histogram({
    name: 'shop_upstream_duration_seconds',
    help: 'Time of a server-side GraphQL operation (retries included), by API and operation',
    labelNames: ['api', 'operation'],
    buckets: SECONDS,
    registers,
  });
  const upstreamErrors = new Counter({
    name: 'shop_upstream_errors_total',
    help: 'Server-side GraphQL operations that failed, by API, operation and error code',
    labelNames: ['api', 'operation', 'code'],
    registers,
  });
  const queues: Array<Pick<RenderQueue, 'running' | 'waiting'>> = [];
  new Gauge({
    name: 'shop_render_queue_running',
    help: 'Page renders holding a slot of the render queue',
    registers,
    collect() {
      this.set(queues.reduce((sum, queue) => sum + queue.running, 0));
    },
  });
  new Gauge({
    name: 'shop_render_queue_waiting',
    help: 'Page renders waiting for a slot of the render queue',
    registers,
    collect() {
      this.set(queues.reduce((sum, queue) => sum + queue.waiting, 0));
    },
  });
  const queueWait = new Histogram({
    name: 'shop_render_queue_wait_seconds',
    help: 'Time a page render waited for its slot and its turn',
    buckets: SECONDS,
    registers,
  });
  const shed = new Counter({
    name: 'shop_render_queue_shed_total',
    help: 'Page requests turned away because the render queue was full',
    registers,
  });
  const shared = new Counter({
    name: 'shop_page_data_shared_answers_total',
    help: 'Shared page-data answers by whether they were kept (hit) or asked of the API (miss); hit ratio: rate of hit over rate of all',
    labelNames: ['result'],
    registers,
  });
  const vitals = Object.fromEntries(
    Object.entries(VITAL_BUCKETS).map(([name, buckets]) => [
      name,
      new Histogram({
        name: `shop_web_vitals_${name.toLowerCase()}${name === 'CLS' ? '' : '_seconds'}`,
        help: `${name} of page loads as shoppers' browsers measured it, by page type`,
        labelNames: ['page_type'],
        buckets: [...buckets],
        registers,
      }),
    ]),
  ) as Record<VitalName, Histogram<'page_type'>>;
  const browserErrors = new Counter({
    name: 'shop_browser_errors_total',
    help: "Errors in shoppers' browsers by kind (uncaught, recoverable: hydration mismatches and the like) and page type",
    labelNames: ['kind', 'page_type'],
    registers,
  });
  const beacons = new Counter({
    name: 'shop_beacons_total',
    help: 'Beacons received, by result (accepted or why refused)',
    labelNames: ['result'],
    registers,
  });

  return {
    registry,
    requestDone: (pathname, status, seconds) => requests.observe({ page_type: routeClass(pathname), status: String(status) }, seconds),
    upstream(api, operation, seconds, errorCode) {
      upstream.observe({ api, operation }, seconds);
      if (errorCode !== undefined) upstreamErrors.inc({ api, operation, code: labelCode(errorCode) });
    },
    watchRenderQueue: (queue) => void queues.push(queue),
    renderQueueObserver: { started: (waitedMs) => queueWait.observe(waitedMs / 1000) },
    renderShed: () => shed.inc(),
    sharedAnswer: (kept) => shared.inc({ result: kept ? 'hit' : 'miss' }),
    vital: (name, pageType, value) => vitals[name].observe({ page_type: pageType }, value),
    browserError: (kind, pageType) => browserErrors.inc({ kind, page_type: pageType }),
    beacon: (result) => beacons.inc({ result }),
  };
}

/** Paths the shop serves that are not pages; everything else is a page of the type of its path. */
const API_PREFIXES = ['/graphql', '/content/graphql', '/images/', '/mock/', '/api/'];

/**
 * The label of a request: the page type for pages, else what it is. A closed set of values, so a
 * crawler's random paths never make new series.
 */
export function routeClass(pathname: string): string {
  if (pathname === '/healthz' || pathname === '/readyz') return 'probe';
  if (pathname === '/_beacon') return 'beacon';
  if (API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`))) return 'api';
  if (pathname.startsWith('/assets/') || /\.[a-z0-9]{2,5}$/i.test(pathname)) return 'static';
  return pageTypeFromPath(resolveRuntime({ pathname }).logicalPath);
}

/**
 * METRICS_PORT: unset, the default 9464; a number, that port, where 0 lets the system choose a
 * free one (tests that start several servers); `off`, no metrics server.
 */
export function readMetricsPort(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '') return DEFAULT_METRICS_PORT;
  if (value.trim().toLowerCase() === 'off') return null;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`METRICS_PORT must be a port number (0 for any free one) or off: ${value}`);
  return port;
}

/**
 * The metrics server: GET /metrics and nothing else. It never keeps the process alive, and a
 * port it cannot have is logged, not fatal: the shop serves pages without its metrics.
 */
export function startMetricsServer(
  metrics: ShopMetrics,
  { port, host, log }: { port: number; host?: string; log: Logger },
): Promise<Server | null> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?', 1)[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    metrics.registry.metrics().then(
      (text) =>
        res
          .writeHead(200, { 'Content-Type': metrics.registry.contentType, 'Cache-Control': 'no-store' })
          .end(req.method === 'HEAD' ? undefined : text),
      (error: unknown) => {
        log.error({ err: error }, 'metrics could not be collected');
        res.writeHead(500).end();
      },
    );
  });
  return new Promise((resolve) => {
    server.once('error', (error) => {
      log.error({ err: error, metricsPort: port }, 'metrics server could not start');
      resolve(null);
    });
    server.listen({ port, host }, () => {
      server.unref();
      const address = server.address();
      // Not `port`: tests read the shop's port from the first log line that has one.
      log.info({ metricsPort: typeof address === 'object' && address ? address.port : port }, 'metrics at /metrics');
      resolve(server);
    });
  });
}
