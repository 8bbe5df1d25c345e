// What operators see of the production server: a page request's trace context reaches the API
// and its spans reach the OTLP collector; Prometheus metrics on their own port only; Server-Timing
// on pages; browser beacons counted. The shop API and the collector are stubs that record what
// reaches them.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, startProductionServer, type RunningServer } from './productionServer.ts';

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const TRACEPARENT = `00-${TRACE_ID}-00f067aa0ba902b7-01`;

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
}

const apiHeaders: IncomingHttpHeaders[] = [];
const spans: OtlpSpan[] = [];
const stubs: Server[] = [];

async function listen(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(handler);
  stubs.push(server);
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  return `http://localhost:${(server.address() as AddressInfo).port}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let server: RunningServer;
let metricsPort: number;

beforeAll(async () => {
  const api = await listen((req, res) => {
    apiHeaders.push(req.headers);
    req.resume();
    res.setHeader('content-type', 'application/json');
    res.end('{"data":null,"errors":[{"message":"stub","extensions":{"code":"INTERNAL_SERVER_ERROR"}}]}');
  });
  const collector = await listen((req, res) => {
    let body = '';
    req.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        const sent = JSON.parse(body) as { resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[] };
        for (const resource of sent.resourceSpans) for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      }
      res.setHeader('content-type', 'application/json');
      res.end('{}');
    });
  });
  server = await startProductionServer({
    GRAPHQL_URL: `${api}/graphql`,
    OTEL_EXPORTER_OTLP_ENDPOINT: collector,
    OTEL_BSP_SCHEDULE_DELAY: '50',
  });
  metricsPort = (await server.waitForLog((line) => typeof line.metricsPort === 'number')).metricsPort as number;
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await Promise.all(stubs.map((stub) => new Promise((resolve) => stub.close(resolve))));
});

describe('traces', () => {
  it("passes the page request's trace on to the API, with the operation's span as parent", async () => {
    const page = await rawRequest(server.port, 'GET', '/', { traceparent: TRACEPARENT, 'x-request-id': 'otel-1' });
    expect(page.status).toBeGreaterThanOrEqual(200);
    const calls = apiHeaders.filter((headers) => headers['x-request-id'] === 'otel-1');
    expect(calls.length).toBeGreaterThan(0);
    for (const headers of calls) {
      expect(headers.traceparent).toMatch(new RegExp(`^00-${TRACE_ID}-[0-9a-f]{16}-01$`));
      expect(headers.traceparent).not.toBe(TRACEPARENT);
    }
  });

  it('sends the spans of the request, the render and each operation to the collector', async () => {
    for (let i = 0; i < 50 && !spans.some((span) => span.traceId === TRACE_ID && span.name.startsWith('shop ')); i++) await sleep(100);
    const trace = spans.filter((span) => span.traceId === TRACE_ID);
    const request = trace.find((span) => span.name === 'GET homepage');
    const render = trace.find((span) => span.name === 'render');
    const operations = trace.filter((span) => span.name.startsWith('shop '));
    expect(request?.parentSpanId).toBe('00f067aa0ba902b7');
    expect(render?.parentSpanId).toBe(request?.spanId);
    expect(operations.length).toBeGreaterThan(0);
    for (const operation of operations) expect(operation.parentSpanId).toBe(render?.spanId);
    // The API saw the operations' own spans as parents.
    const parents = apiHeaders
      .filter((headers) => headers['x-request-id'] === 'otel-1')
      .map((headers) => String(headers.traceparent).split('-')[2]);
    for (const parent of parents) expect(operations.map((span) => span.spanId)).toContain(parent);
  });
});

describe('metrics', () => {
  it('are served at /metrics on their own port: requests by page type, API errors by operation, render queue, process', async () => {
    await rawRequest(server.port, 'GET', '/p/does-not-matter');
    const answer = await rawRequest(metricsPort, 'GET', '/metrics');
    expect(answer.status).toBe(200);
    const text = answer.body.toString('utf8');
    expect(text).toMatch(/shop_http_request_duration_seconds_count\{page_type="homepage",status="\d{3}"\} [1-9]/);
    expect(text).toMatch(/shop_upstream_errors_total\{api="shop",operation="\w+",code="INTERNAL_SERVER_ERROR"\} [1-9]/);
    expect(text).toContain('shop_render_queue_running 0');
    expect(text).toContain('shop_render_queue_waiting 0');
    expect(text).toMatch(/shop_render_queue_wait_seconds_count [1-9]/);
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
    expect(text).toContain('nodejs_heap_size_used_bytes');
  });

  it("are not on the shop's public port", async () => {
    const answer = await rawRequest(server.port, 'GET', '/metrics');
    expect(answer.body.toString('utf8')).not.toContain('shop_http_request_duration_seconds');
  });
});

describe('Server-Timing', () => {
  it('tells wait, data, render and total on a page', async () => {
    const page = await rawRequest(server.port, 'GET', '/');
    expect(page.headers['server-timing']).toMatch(/^wait;dur=[\d.]+, data;dur=[\d.]+, render;dur=[\d.]+, total;dur=[\d.]+$/);
  });
});

describe('beacons', () => {
  it('counts the vitals a browser sends to /_beacon and refuses what is not a beacon', async () => {
    const body = JSON.stringify({ page: 'homepage', vitals: [{ name: 'LCP', value: 2100 }] });
    expect((await rawRequest(server.port, 'POST', '/_beacon', { 'content-type': 'text/plain;charset=UTF-8' }, body)).status).toBe(204);
    expect(
      (await rawRequest(server.port, 'POST', '/_beacon', { 'content-type': 'text/plain' }, '{"page":"homepage","email":"a@b.de"}')).status,
    ).toBe(400);
    const text = (await rawRequest(metricsPort, 'GET', '/metrics')).body.toString('utf8');
    expect(text).toContain('shop_web_vitals_lcp_seconds_count{page_type="homepage"} 1');
    expect(text).toContain('shop_beacons_total{result="invalid"} 1');
  });
});
