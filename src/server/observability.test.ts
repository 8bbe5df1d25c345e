import { afterEach, describe, expect, it } from 'vitest';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { InMemorySpanExporter, NodeTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-node';
import { ApiError } from '../relay/network.ts';
import { createMetrics } from './metrics.ts';
import { createObservability, type Observability } from './observability.ts';

const TRACE_ID = '0af7651916cd43dd8448eb211c80319c';
const PARENT = `00-${TRACE_ID}-b7ad6b7169203331-01`;

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A server whose page "render" runs two API operations (one failing) and answers with Server-Timing. */
async function pageServer(observability: Observability) {
  const sent: Record<string, string>[] = [];
  // How long the two operations were in flight, as the test's own clock saw it (longer than the
  // 20 ms asked for on a busy machine).
  const inFlight = { ms: 0 };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    observability.request(req, res);
    void (async () => {
      await sleep(5);
      const observed = observability.of(req);
      const { observe, onSharedAnswer } = observed.api('shop');
      await observed.render(async () => {
        onSharedAnswer?.(true);
        const ok = observe!('ListingPageQuery');
        const failing = observe!('RecommendationsQuery');
        sent.push(ok.headers, failing.headers);
        const started = performance.now();
        await sleep(20);
        ok.end();
        failing.end(new ApiError({ operationName: 'RecommendationsQuery', code: 'INTERNAL_SERVER_ERROR', status: 500 }));
        inFlight.ms = performance.now() - started;
        await sleep(10);
      });
      res.setHeader('Server-Timing', observed.serverTiming());
      res.end('page');
    })();
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  return { origin: `http://localhost:${(server.address() as AddressInfo).port}`, sent, inFlight };
}

function tracing() {
  const exporter = new InMemorySpanExporter();
  const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
  return { exporter, tracer: provider.getTracer('test') };
}

describe('observing a page request', () => {
  it("makes spans for the request, the render and each operation, in the caller's trace", async () => {
    const { exporter, tracer } = tracing();
    const { origin, sent } = await pageServer(createObservability({ tracer }));
    await (await fetch(`${origin}/damen-mode`, { headers: { traceparent: PARENT } })).text();
    await sleep(20);
    const spans = exporter.getFinishedSpans();
    const byName = Object.fromEntries(spans.map((span) => [span.name, span]));
    expect(Object.keys(byName).sort()).toEqual(['GET productListingPage', 'render', 'shop ListingPageQuery', 'shop RecommendationsQuery']);
    const request = byName['GET productListingPage']!;
    const render = byName.render!;
    expect(spans.every((span) => span.spanContext().traceId === TRACE_ID)).toBe(true);
    expect(request.parentSpanContext?.spanId).toBe('b7ad6b7169203331');
    expect(request.attributes['http.response.status_code']).toBe(200);
    expect(render.parentSpanContext?.spanId).toBe(request.spanContext().spanId);
    expect(byName['shop ListingPageQuery']!.parentSpanContext?.spanId).toBe(render.spanContext().spanId);
    expect(byName['shop RecommendationsQuery']!.status.code).toBe(2);
    expect(byName['shop RecommendationsQuery']!.attributes['shop.error_code']).toBe('INTERNAL_SERVER_ERROR');
    // Each operation's own span is the parent the API sees.
    expect(sent[0]!.traceparent).toBe(`00-${TRACE_ID}-${byName['shop ListingPageQuery']!.spanContext().spanId}-01`);
    expect(sent[1]!.traceparent).toBe(`00-${TRACE_ID}-${byName['shop RecommendationsQuery']!.spanContext().spanId}-01`);
  });

  it("passes the caller's trace context on unchanged when tracing is off", async () => {
    const { origin, sent } = await pageServer(createObservability());
    await (await fetch(`${origin}/damen-mode`, { headers: { traceparent: PARENT } })).text();
    expect(sent[0]!.traceparent).toBe(PARENT);
    const without = await pageServer(createObservability());
    await (await fetch(`${without.origin}/damen-mode`)).text();
    expect(without.sent[0]).toEqual({});
  });

  it('ignores a malformed traceparent and starts a trace of its own', async () => {
    const { exporter, tracer } = tracing();
    const { origin } = await pageServer(createObservability({ tracer }));
    await (await fetch(`${origin}/damen-mode`, { headers: { traceparent: '00-zz-bad' } })).text();
    await sleep(20);
    const request = exporter.getFinishedSpans().find((span) => span.name === 'GET productListingPage')!;
    expect(request.parentSpanContext).toBeUndefined();
    expect(request.spanContext().traceId).toMatch(/^[0-9a-f]{32}$/);
  });

  it('answers with Server-Timing: wait, data (time with an operation in flight), render and total', async () => {
    const { origin, inFlight } = await pageServer(createObservability());
    const answer = await fetch(`${origin}/damen-mode`);
    const timing = answer.headers.get('server-timing')!;
    const dur = Object.fromEntries([...timing.matchAll(/(\w+);dur=([\d.]+)/g)].map(([, name, value]) => [name, Number(value)]));
    expect(Object.keys(dur)).toEqual(['wait', 'data', 'render', 'total']);
    expect(dur.wait).toBeGreaterThanOrEqual(4);
    // Both operations ran side by side for 20 ms or more: counted once (twice would be at least 19 ms
    // more than the time they were in flight).
    expect(dur.data).toBeGreaterThanOrEqual(19);
    expect(dur.data).toBeLessThan(inFlight.ms + 5);
    expect(dur.render).toBeGreaterThanOrEqual(9);
    expect(dur.total).toBeGreaterThanOrEqual(dur.wait! + dur.data! + dur.render! - 1);
  });

  it('records the request, the operations and the shared answer in the metrics', async () => {
    const metrics = createMetrics({ defaults: false });
    const { origin } = await pageServer(createObservability({ metrics }));
    await (await fetch(`${origin}/p/123`)).text();
    await sleep(20);
    const text = await metrics.registry.metrics();
    expect(text).toContain('shop_http_request_duration_seconds_count{page_type="productDetailPage",status="200"} 1');
    expect(text).toContain('shop_upstream_duration_seconds_count{api="shop",operation="ListingPageQuery"} 1');
    expect(text).toContain('shop_upstream_errors_total{api="shop",operation="RecommendationsQuery",code="INTERNAL_SERVER_ERROR"} 1');
    expect(text).not.toContain('shop_upstream_errors_total{api="shop",operation="ListingPageQuery"');
    expect(text).toContain('shop_page_data_shared_answers_total{result="hit"} 1');
  });
});
