import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseBeacon, receiveBeacon, scrubMessage } from './beacon.ts';
import { createMetrics } from './metrics.ts';
import type { Logger } from './logger.ts';
import type { SourceFrames } from './sourceFrames.ts';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function beaconServer(sourceFrames?: SourceFrames) {
  const metrics = createMetrics({ defaults: false });
  const log = { info: vi.fn(), warn: vi.fn() };
  const server = createServer(
    (req, res) => void receiveBeacon(req, res, { metrics, log: log as unknown as Logger, sourceFrames, locale: 'de-DE' }),
  );
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const url = `http://localhost:${(server.address() as AddressInfo).port}/_beacon`;
  const post = (body: string, type = 'text/plain;charset=UTF-8') => fetch(url, { method: 'POST', body, headers: { 'Content-Type': type } });
  return { metrics, log, url, post };
}

const vitals = {
  page: 'productListingPage',
  vitals: [
    { name: 'LCP', value: 1800 },
    { name: 'INP', value: 120 },
    { name: 'CLS', value: 0.03 },
    { name: 'TTFB', value: 350 },
  ],
};

describe('parseBeacon', () => {
  it('takes vitals and errors of a known page type', () => {
    expect(parseBeacon(JSON.stringify(vitals)).ok).toBe(true);
    const error = {
      kind: 'recoverable',
      name: 'Error',
      message: 'Hydration failed',
      frames: [{ file: '/assets/chunks/abc.js', line: 1, column: 2040 }],
    };
    expect(parseBeacon(JSON.stringify({ page: 'homepage', errors: [error] })).ok).toBe(true);
  });

  it('refuses unknown fields, unknown names and values out of range', () => {
    const refused = (body: unknown) => parseBeacon(JSON.stringify(body));
    expect(refused({ ...vitals, url: '/damen-mode?q=x' })).toEqual({ ok: false, reason: 'invalid' });
    expect(refused({ page: 'adminPage' })).toEqual({ ok: false, reason: 'invalid' });
    expect(refused({ page: 'homepage', vitals: [{ name: 'FID', value: 3 }] })).toEqual({ ok: false, reason: 'invalid' });
    expect(refused({ page: 'homepage', vitals: [{ name: 'LCP', value: -1 }] })).toEqual({ ok: false, reason: 'invalid' });
    expect(refused({ page: 'homepage', vitals: [{ name: 'LCP', value: 1, id: 'v5-123' }] })).toEqual({ ok: false, reason: 'invalid' });
    expect(
      refused({
        page: 'homepage',
        vitals: [
          { name: 'LCP', value: 1 },
          { name: 'LCP', value: 2 },
        ],
      }),
    ).toEqual({ ok: false, reason: 'invalid' });
    const frame = (file: string) => ({
      page: 'homepage',
      errors: [{ kind: 'uncaught', name: 'Error', message: 'x', frames: [{ file, line: 1, column: 1 }] }],
    });
    expect(refused(frame('https://evil.example/x.js'))).toEqual({ ok: false, reason: 'invalid' });
    expect(refused(frame('/assets/x.js?customer=1'))).toEqual({ ok: false, reason: 'invalid' });
    expect(refused({ page: 'homepage', errors: [{ kind: 'uncaught', name: 'Error', message: 'x'.repeat(201), frames: [] }] })).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(parseBeacon('{"page":')).toEqual({ ok: false, reason: 'not_json' });
  });
});

describe('scrubMessage', () => {
  it('cuts e-mail addresses, long numbers and URL queries out of error messages', () => {
    expect(scrubMessage('No customer for max.mustermann@example.de')).toBe('No customer for [email]');
    expect(scrubMessage('Order 123456789 not found')).toBe('Order [number] not found');
    expect(scrubMessage('Failed to fetch https://shop.example/search?q=geheim#x')).toBe('Failed to fetch https://shop.example/search');
    expect(scrubMessage('line\nbreak')).toBe('line break');
  });
});

describe('the beacon endpoint', () => {
  it('turns vitals into histograms per page type and a log line, and answers 204', async () => {
    const { post, metrics, log } = await beaconServer();
    const answer = await post(JSON.stringify(vitals));
    expect(answer.status).toBe(204);
    const text = await metrics.registry.metrics();
    expect(text).toContain('shop_web_vitals_lcp_seconds_bucket{le="2",page_type="productListingPage"} 1');
    expect(text).toContain('shop_web_vitals_lcp_seconds_bucket{le="1.5",page_type="productListingPage"} 0');
    expect(text).toContain('shop_web_vitals_inp_seconds_sum{page_type="productListingPage"} 0.12');
    expect(text).toContain('shop_web_vitals_cls_sum{page_type="productListingPage"} 0.03');
    expect(text).toContain('shop_web_vitals_ttfb_seconds_count{page_type="productListingPage"} 1');
    expect(text).toContain('shop_beacons_total{result="accepted"} 1');
    expect(log.info).toHaveBeenCalledWith(
      { page: 'productListingPage', vitals: { LCP: 1800, INP: 120, CLS: 0.03, TTFB: 350 } },
      'web vitals',
    );
  });

  it('counts browser errors and logs them without personal data', async () => {
    const { post, metrics, log } = await beaconServer();
    const error = {
      kind: 'uncaught',
      name: 'TypeError',
      message: 'x is undefined for anna@example.de',
      frames: [{ file: '/assets/chunks/abc.js', line: 1, column: 99 }],
    };
    expect((await post(JSON.stringify({ page: 'basket', errors: [error] }), 'application/json')).status).toBe(204);
    expect(await metrics.registry.metrics()).toContain('shop_browser_errors_total{kind="uncaught",page_type="basket"} 1');
    expect(log.warn).toHaveBeenCalledWith(
      { page: 'basket', browserError: { ...error, message: 'x is undefined for [email]' } },
      'browser error',
    );
  });

  it("adds the frames' places in the shop's sources when the build's maps know them", async () => {
    const { post, log } = await beaconServer((frame) =>
      frame.file === '/assets/chunks/abc.js' ? 'src/features/Tile.tsx:12:5' : undefined,
    );
    const frames = [
      { file: '/assets/chunks/abc.js', line: 1, column: 99 },
      { file: '/assets/chunks/old.js', line: 2, column: 3 },
    ];
    await post(JSON.stringify({ page: 'homepage', errors: [{ kind: 'uncaught', name: 'Error', message: 'x', frames }] }));
    expect(log.warn).toHaveBeenCalledWith(
      {
        page: 'homepage',
        browserError: {
          kind: 'uncaught',
          name: 'Error',
          message: 'x',
          frames,
          sources: ['src/features/Tile.tsx:12:5', '/assets/chunks/old.js:2:3'],
        },
      },
      'browser error',
    );
  });

  it('refuses other methods, content types, oversized and malformed bodies with a 4xx, never a 5xx', async () => {
    const { url, post, metrics, log } = await beaconServer();
    const get = await fetch(url);
    expect([get.status, get.headers.get('allow'), await get.text()]).toEqual([405, 'POST', 'Methode nicht erlaubt']);
    expect((await post(JSON.stringify(vitals), 'application/x-www-form-urlencoded')).status).toBe(415);
    expect((await post(JSON.stringify({ ...vitals, padding: 'x'.repeat(5000) }))).status).toBe(413);
    expect((await post('not json')).status).toBe(400);
    expect((await post(JSON.stringify({ ...vitals, visitorId: 'abc' }))).status).toBe(400);
    const text = await metrics.registry.metrics();
    for (const reason of ['method', 'content_type', 'too_large', 'not_json', 'invalid'])
      expect(text).toContain(`shop_beacons_total{result="${reason}"} 1`);
    expect(text).not.toContain('shop_web_vitals_lcp_seconds_count');
    expect(log.info).not.toHaveBeenCalled();
  });
});
