import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMetrics, DEFAULT_METRICS_PORT, readMetricsPort, routeClass, startMetricsServer } from './metrics.ts';
import type { Logger } from './logger.ts';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

const fakeLog = () =>
  ({ info: vi.fn(), error: vi.fn() }) as unknown as Logger & { info: ReturnType<typeof vi.fn>; error: ReturnType<typeof vi.fn> };

describe('routeClass', () => {
  it('labels pages by their page type, the webview prefix aside', () => {
    expect(routeClass('/')).toBe('homepage');
    expect(routeClass('/damen-mode')).toBe('productListingPage');
    expect(routeClass('/p/12345')).toBe('productDetailPage');
    expect(routeClass('/webview/p/12345')).toBe('productDetailPage');
    expect(routeClass('/search')).toBe('searchResultPage');
  });

  it('labels what is not a page by what it is, so random paths make no new series', () => {
    expect(routeClass('/healthz')).toBe('probe');
    expect(routeClass('/readyz')).toBe('probe');
    expect(routeClass('/_beacon')).toBe('beacon');
    expect(routeClass('/graphql')).toBe('api');
    expect(routeClass('/content/graphql')).toBe('api');
    expect(routeClass('/images/p/1.webp')).toBe('api');
    expect(routeClass('/api/draft')).toBe('api');
    expect(routeClass('/assets/chunks/abc.js')).toBe('static');
    expect(routeClass('/favicon.svg')).toBe('static');
    // A page path that only starts like an API path is still a page.
    expect(routeClass('/graphql-buecher')).toBe('productListingPage');
  });
});

describe('readMetricsPort', () => {
  it('is 9464 unless set, any port when 0, and off when asked', () => {
    expect(readMetricsPort(undefined)).toBe(DEFAULT_METRICS_PORT);
    expect(DEFAULT_METRICS_PORT).toBe(9464);
    expect(readMetricsPort('')).toBe(9464);
    expect(readMetricsPort('9100')).toBe(9100);
    expect(readMetricsPort('0')).toBe(0);
    expect(readMetricsPort('off')).toBeNull();
  });

  it('refuses what is not a port', () => {
    expect(() => readMetricsPort('abc')).toThrow(/METRICS_PORT/);
    expect(() => readMetricsPort('70000')).toThrow(/METRICS_PORT/);
    expect(() => readMetricsPort('-1')).toThrow(/METRICS_PORT/);
  });
});

describe('shop metrics', () => {
  it('records requests, API operations, the render queue, shared answers and beacons in Prometheus text', async () => {
    const metrics = createMetrics({ defaults: false });
    metrics.requestDone('/damen-mode', 200, 0.12);
    metrics.requestDone('/p/1', 503, 0.01);
    metrics.upstream('shop', 'ListingPageQuery', 0.08);
    metrics.upstream('shop', 'ListingPageQuery', 1.2, 'INTERNAL_SERVER_ERROR');
    metrics.upstream('content', 'ContentPageQuery', 0.3, 'something <odd>');
    metrics.watchRenderQueue({ running: 3, waiting: 7 });
    metrics.renderQueueObserver.started?.(40);
    metrics.renderShed();
    metrics.sharedAnswer(true);
    metrics.sharedAnswer(true);
    metrics.sharedAnswer(false);
    metrics.vital('LCP', 'productListingPage', 1.8);
    metrics.vital('CLS', 'homepage', 0.02);
    metrics.browserError('recoverable', 'homepage');
    metrics.beacon('accepted');
    const text = await metrics.registry.metrics();
    expect(text).toContain('shop_http_request_duration_seconds_count{page_type="productListingPage",status="200"} 1');
    expect(text).toContain('shop_http_request_duration_seconds_bucket{le="0.25",page_type="productListingPage",status="200"} 1');
    expect(text).toContain('shop_http_request_duration_seconds_count{page_type="productDetailPage",status="503"} 1');
    expect(text).toContain('shop_upstream_duration_seconds_count{api="shop",operation="ListingPageQuery"} 2');
    expect(text).toContain('shop_upstream_errors_total{api="shop",operation="ListingPageQuery",code="INTERNAL_SERVER_ERROR"} 1');
    expect(text).toContain('shop_upstream_errors_total{api="content",operation="ContentPageQuery",code="OTHER"} 1');
    expect(text).toContain('shop_render_queue_running 3');
    expect(text).toContain('shop_render_queue_waiting 7');
    expect(text).toContain('shop_render_queue_wait_seconds_bucket{le="0.05"} 1');
    expect(text).toContain('shop_render_queue_shed_total 1');
    expect(text).toContain('shop_page_data_shared_answers_total{result="hit"} 2');
    expect(text).toContain('shop_page_data_shared_answers_total{result="miss"} 1');
    expect(text).toContain('shop_web_vitals_lcp_seconds_bucket{le="2",page_type="productListingPage"} 1');
    expect(text).toContain('shop_web_vitals_cls_bucket{le="0.05",page_type="homepage"} 1');
    expect(text).toContain('shop_browser_errors_total{kind="recoverable",page_type="homepage"} 1');
    expect(text).toContain('shop_beacons_total{result="accepted"} 1');
  });

  it("includes the process's event-loop delay and heap by default", async () => {
    const text = await createMetrics().registry.metrics();
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
    expect(text).toContain('nodejs_heap_size_used_bytes');
  });
});

describe('metrics server', () => {
  it('answers GET /metrics on its own port and nothing else', async () => {
    const metrics = createMetrics({ defaults: false });
    metrics.beacon('accepted');
    const log = fakeLog();
    const server = await startMetricsServer(metrics, { port: 0, host: 'localhost', log });
    expect(server).not.toBeNull();
    servers.push(server!);
    const { port } = server!.address() as AddressInfo;
    expect(log.info).toHaveBeenCalledWith({ metricsPort: port }, 'metrics at /metrics');
    const answer = await fetch(`http://localhost:${port}/metrics`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(await answer.text()).toContain('shop_beacons_total{result="accepted"} 1');
    expect((await fetch(`http://localhost:${port}/`)).status).toBe(404);
    expect((await fetch(`http://localhost:${port}/metrics`, { method: 'POST' })).status).toBe(404);
  });

  it('logs a port it cannot have and lets the shop go on without metrics', async () => {
    const first = await startMetricsServer(createMetrics({ defaults: false }), { port: 0, host: 'localhost', log: fakeLog() });
    servers.push(first!);
    const log = fakeLog();
    const { port } = first!.address() as AddressInfo;
    expect(await startMetricsServer(createMetrics({ defaults: false }), { port, host: 'localhost', log })).toBeNull();
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ metricsPort: port }), 'metrics server could not start');
  });
});
