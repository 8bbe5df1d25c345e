// What operators see of one request: its span (joined to the caller's trace by `traceparent`),
// the render's span and one span per GraphQL operation; its duration in the metrics; and for pages
// the `Server-Timing` header (wait for a render slot, API data, render, total).
import { SpanKind, SpanStatusCode, trace, type Context, type Span, type Tracer } from '@opentelemetry/api';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiEndpoint, OperationWatch } from '../relay/environment.ts';
import type { Api } from '../relay/network.ts';
import type { Logger } from './logger.ts';
import { createMetrics, readMetricsPort, routeClass, startMetricsServer, type ShopMetrics } from './metrics.ts';
import { requestPath } from './requestLog.ts';
import { createSourceFrames, type SourceFrames } from './sourceFrames.ts';
import { incomingTraceContext, setupTracing, traceHeaders } from './tracing.ts';

export interface RequestObservation {
  /** What a page's server-side API endpoint gets: each operation's span, trace headers and metrics. */
  api(api: Api): Pick<ApiEndpoint, 'observe' | 'onSharedAnswer'>;
  /** Runs the page's render (Vike's renderPage: its data and its HTML) in a span of its own. */
  render<T>(work: () => Promise<T>): Promise<T>;
  /** The `Server-Timing` value so far: wait, data, render and total in ms. */
  serverTiming(): string;
}

export interface Observability {
  readonly metrics: ShopMetrics;
  /** The share of page loads whose browsers report their web vitals. */
  readonly vitalsSampleRate: number;
  /** Browser errors' frames in the shop's sources (the production build's maps). */
  readonly sourceFrames?: SourceFrames;
  /** Starts observing a request; it is recorded when its response is sent or the connection drops. */
  request(req: IncomingMessage, res: ServerResponse): RequestObservation;
  /** The observation of a request under way (a fresh one if it was never started). */
  of(req: IncomingMessage): RequestObservation;
}

export interface ObservabilityOptions {
  metrics?: ShopMetrics;
  /** The global tracer by default: the no-op one unless tracing.ts registered the SDK. */
  tracer?: Tracer;
  vitalsSampleRate?: number;
  sourceFrames?: SourceFrames;
}

/** One page load in ten reports its vitals unless VITALS_SAMPLE_RATE says otherwise. */
export const DEFAULT_VITALS_SAMPLE_RATE = 0.1;

/** VITALS_SAMPLE_RATE: a share from 0 (none) to 1 (every page load). */
export function readVitalsSampleRate(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_VITALS_SAMPLE_RATE;
  const rate = Number(value);
  if (!Number.isFinite(rate) || rate < 0 || rate > 1) throw new Error(`VITALS_SAMPLE_RATE must be a number from 0 to 1: ${value}`);
  return rate;
}

const ms = (value: number) => Math.max(0, value).toFixed(1);

export function createObservability({
  metrics = createMetrics({ defaults: false }),
  tracer = trace.getTracer('storefront'),
  vitalsSampleRate = DEFAULT_VITALS_SAMPLE_RATE,
  sourceFrames,
}: ObservabilityOptions = {}): Observability {
  const observations = new WeakMap<IncomingMessage, RequestObservation>();

  function start(req: IncomingMessage, res?: ServerResponse): RequestObservation {
    const started = performance.now();
    const pathname = requestPath(req.url);
    const route = routeClass(pathname);
    const method = req.method ?? 'GET';
    const span = tracer.startSpan(
      `${method} ${route}`,
      { kind: SpanKind.SERVER, attributes: { 'http.request.method': method, 'url.path': pathname.slice(0, 500), 'shop.page_type': route } },
      incomingTraceContext(req.headers),
    );
    const requestContext = trace.setSpan(incomingTraceContext(req.headers), span);
    let renderContext: Context | undefined;
    let renderStarted: number | undefined;
    let renderMs = 0;
    // API time is the time any operation was in flight: operations run side by side.
    let inFlight = 0;
    let dataSince = 0;
    let dataMs = 0;

    const watch = (api: Api, operationName: string): OperationWatch => {
      const opStarted = performance.now();
      if (inFlight++ === 0) dataSince = opStarted;
      const opSpan: Span = tracer.startSpan(
        `${api} ${operationName}`,
        { kind: SpanKind.CLIENT, attributes: { 'graphql.operation.name': operationName, 'shop.api': api } },
        renderContext ?? requestContext,
      );
      return {
        headers: traceHeaders(trace.setSpan(renderContext ?? requestContext, opSpan)),
        end(failure) {
          const now = performance.now();
          if (--inFlight === 0) dataMs += now - dataSince;
          const code = failure && (failure.code ?? 'UNKNOWN');
          metrics.upstream(api, operationName, (now - opStarted) / 1000, code);
          if (code) {
            opSpan.setAttribute('shop.error_code', code);
            opSpan.setStatus({ code: SpanStatusCode.ERROR, message: code });
          }
          opSpan.end();
        },
      };
    };

    const observation: RequestObservation = {
      api: (api) => ({ observe: (operationName) => watch(api, operationName), onSharedAnswer: (kept) => metrics.sharedAnswer(kept) }),
      async render(work) {
        renderStarted = performance.now();
        const renderSpan = tracer.startSpan('render', { kind: SpanKind.INTERNAL }, requestContext);
        renderContext = trace.setSpan(requestContext, renderSpan);
        const dataBefore = dataMs;
        try {
          return await work();
        } catch (error) {
          renderSpan.recordException(error as Error);
          renderSpan.setStatus({ code: SpanStatusCode.ERROR });
          throw error;
        } finally {
          // The render's own work: its wall time less the time it waited on the APIs.
          renderMs = performance.now() - renderStarted - (dataMs - dataBefore);
          renderSpan.end();
        }
      },
      serverTiming() {
        const now = performance.now();
        const parts = [
          `wait;dur=${ms((renderStarted ?? now) - started)}`,
          `data;dur=${ms(dataMs)}`,
          `render;dur=${ms(renderMs)}`,
          `total;dur=${ms(now - started)}`,
        ];
        return parts.join(', ');
      },
    };
    observations.set(req, observation);

    let done = false;
    const finish = () => {
      if (done || !res) return;
      done = true;
      metrics.requestDone(pathname, res.statusCode, (performance.now() - started) / 1000);
      span.setAttribute('http.response.status_code', res.statusCode);
      if (!res.writableFinished) span.setAttribute('shop.aborted', true);
      if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    };
    res?.once('finish', finish);
    res?.once('close', finish);
    return observation;
  }

  return {
    metrics,
    vitalsSampleRate,
    sourceFrames,
    request: start,
    // Without a started observation the page still renders, unrecorded.
    of: (req) => observations.get(req) ?? start(req),
  };
}

/**
 * The production server's observability, started before the build is loaded: stack traces through
 * the source maps (the server bundle's and, for browser errors, beacon.ts), the tracer provider when
 * OTEL_* asks for one, and the metrics server on METRICS_PORT (METRICS_HOST, else HOST, narrows
 * its interface). Spans still waiting are sent when the process is told to stop.
 */
export async function startObservability(env: NodeJS.ProcessEnv, log: Logger, browserMapsDir?: string): Promise<Observability> {
  process.setSourceMapsEnabled(true);
  const vitalsSampleRate = readVitalsSampleRate(env.VITALS_SAMPLE_RATE);
  const tracing = await setupTracing(env, log);
  if (tracing) for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void tracing.flush());
  const metrics = createMetrics();
  const port = readMetricsPort(env.METRICS_PORT);
  if (port !== null) await startMetricsServer(metrics, { port, host: env.METRICS_HOST || env.HOST || undefined, log });
  return createObservability({
    metrics,
    vitalsSampleRate,
    ...(browserMapsDir ? { sourceFrames: createSourceFrames(browserMapsDir) } : {}),
  });
}
