// A shop API that hangs never holds a page: each call has a deadline (retried once), the page a
// budget, past which it answers 503 with Retry-After; the render queue's waiting line is bounded;
// a visitor who leaves takes the page's API calls with them.
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, startProductionServer, type RunningServer } from './productionServer.ts';

/** An API that never answers; it counts the calls that reach it and those their caller cut. */
let api: Server;
let apiUrl: string;
const calls = { started: 0, cut: 0 };

beforeAll(async () => {
  api = createServer((req, res) => {
    calls.started++;
    req.resume();
    res.once('close', () => {
      if (!res.writableFinished) calls.cut++;
    });
  });
  await new Promise<void>((resolve) => api.listen(0, 'localhost', resolve));
  apiUrl = `http://localhost:${(api.address() as AddressInfo).port}/graphql`;
});
afterAll(() => {
  api.closeAllConnections();
  return new Promise<void>((resolve) => api.close(() => resolve()));
});

describe('with a shop API that hangs', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startProductionServer({
      GRAPHQL_URL: apiUrl,
      API_TIMEOUT_MS: '300',
      PAGE_BUDGET_MS: '1500',
      RENDER_CONCURRENCY: '1',
      RENDER_QUEUE_MAX_WAITING: '1',
    });
  }, 120_000);
  afterAll(() => server?.stop());

  it('answers a page within its budget with a 503 and Retry-After, having tried each call twice', async () => {
    const before = calls.started;
    const started = performance.now();
    const page = await rawRequest(server.port, 'GET', '/p/P100010');
    const took = performance.now() - started;
    expect(page.status).toBe(503);
    expect(page.headers['retry-after']).toBe('5');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body.toString('utf8')).toContain('Da ist etwas schiefgelaufen');
    // The page's budget plus the error page's render, never the API's hang.
    expect(took).toBeLessThan(1500 + 1000);
    // The product query: its first attempt and the one retry the rules allow for a timeout.
    const line = await server.waitForLog((l) => l.msg === 'Operation failed after retry' && l.operationName === 'ProductPageQuery');
    expect(line.code).toBe('REQUEST_TIMEOUT');
    expect(calls.started - before).toBeGreaterThanOrEqual(2);
  });

  it('sheds requests beyond the waiting line at once, with Retry-After', async () => {
    // One renders, one waits; the others find the line full.
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => rawRequest(server.port, 'GET', `/p/P10002${i}`)));
    const shed = answers.filter(
      (answer) =>
        answer.status === 503 && answer.headers['cache-control'] === 'no-store' && !answer.body.toString('utf8').includes('<html'),
    );
    expect(shed.length).toBeGreaterThanOrEqual(4);
    for (const answer of shed) {
      expect(answer.headers['retry-after']).toBe('5');
      expect(answer.headers['content-language']).toBe('de-DE');
      expect(answer.body.toString('utf8')).toBe(
        'Der Shop ist gerade sehr gefragt. Bitte versuchen Sie es in ein paar Sekunden noch einmal.',
      );
    }
    await server.waitForLog((l) => l.msg === 'render queue full, request shed');
  });
});

describe('a visitor who leaves', () => {
  let server: RunningServer;
  beforeAll(async () => {
    // Deadlines far away: only the visitor's leaving can cut the call here.
    server = await startProductionServer({ GRAPHQL_URL: apiUrl, API_TIMEOUT_MS: '60000', PAGE_BUDGET_MS: '60000' });
  }, 120_000);
  afterAll(() => server?.stop());

  it("takes the page's API calls with them", async () => {
    const cutBefore = calls.cut;
    const startedBefore = calls.started;
    const req = httpRequest({ host: 'localhost', port: server.port, path: '/p/P100099', agent: false });
    req.on('error', () => {});
    req.end();
    // Once the page's first call has reached the API, the visitor leaves.
    await expect.poll(() => calls.started, { timeout: 20_000 }).toBeGreaterThan(startedBefore);
    req.destroy();
    await expect.poll(() => calls.cut, { timeout: 20_000 }).toBeGreaterThan(cutBefore);
  });
});
