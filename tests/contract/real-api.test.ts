// With a real shop API (here a stub that records what reaches it): the request id travels with
// the server's GraphQL calls with the server's token and the bot-control bypass header, and
// /readyz says whether the API answers.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, startProductionServer, type RunningServer } from './productionServer.ts';

let api: Server;
let apiUrl: string;
const received: IncomingHttpHeaders[] = [];

beforeAll(async () => {
  api = createServer((req, res) => {
    received.push(req.headers);
    req.resume();
    res.setHeader('content-type', 'application/json');
    res.end('{"data":null,"errors":[{"message":"stub","extensions":{"code":"INTERNAL_SERVER_ERROR"}}]}');
  });
  await new Promise<void>((resolve) => api.listen(0, 'localhost', resolve));
  apiUrl = `http://localhost:${(api.address() as AddressInfo).port}/graphql`;
});
afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));

describe('with a real shop API', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startProductionServer({
      GRAPHQL_URL: apiUrl,
      GRAPHQL_TOKEN: 'server-secret',
      BOT_BYPASS_HEADER: 'X-Bot-Bypass: let-me-in',
    });
  }, 120_000);
  afterAll(() => server?.stop());

  it('sends the request id with the page query to the API', async () => {
    await rawRequest(server.port, 'GET', '/', { 'x-request-id': 'trace-42' });
    const withId = received.filter((headers) => headers['x-request-id'] === 'trace-42');
    expect(withId.length).toBeGreaterThan(0);
    // The network layer's own log line carries it too.
    const line = await server.waitForLog((l) => l.requestId === 'trace-42' && l.level === 'error');
    expect(line.msg).toBe('Server error has been received');
  });

  it("sends the server's own token with the page query", async () => {
    await rawRequest(server.port, 'GET', '/', { 'x-request-id': 'trace-43' });
    const page = received.filter((headers) => headers['x-request-id'] === 'trace-43');
    expect(page.length).toBeGreaterThan(0);
    for (const headers of page) expect(headers.authorization).toBe('Bearer server-secret');
  });

  it("sends the bot-control bypass header of the server's configuration with its calls, never to the browser", async () => {
    const answer = await rawRequest(server.port, 'GET', '/', { 'x-request-id': 'trace-44' });
    const page = received.filter((headers) => headers['x-request-id'] === 'trace-44');
    expect(page.length).toBeGreaterThan(0);
    for (const headers of page) expect(headers['x-bot-bypass']).toBe('let-me-in');
    expect(answer.body.toString('utf8')).not.toContain('let-me-in');
  });

  it('is ready while the API answers', async () => {
    expect((await rawRequest(server.port, 'GET', '/readyz')).status).toBe(200);
  });
});

describe('with a shop API that does not answer', () => {
  let server: RunningServer;
  beforeAll(async () => {
    // A port nobody listens on: the stub's own, after a server closed on it.
    const gone = createServer();
    await new Promise<void>((resolve) => gone.listen(0, 'localhost', resolve));
    const port = (gone.address() as AddressInfo).port;
    await new Promise<void>((resolve) => gone.close(() => resolve()));
    server = await startProductionServer({ GRAPHQL_URL: `http://localhost:${port}/graphql` });
  }, 120_000);
  afterAll(() => server?.stop());

  it("stays alive and ready (the API is every replica's), and says so on the deep check", async () => {
    expect((await rawRequest(server.port, 'GET', '/healthz')).status).toBe(200);
    expect((await rawRequest(server.port, 'GET', '/readyz')).status).toBe(200);
    const deep = await rawRequest(server.port, 'GET', '/readyz/deep');
    expect(deep.status).toBe(503);
    expect(deep.headers['cache-control']).toBe('no-store');
  });

  it('answers a page with a fast 503 and Retry-After, never a 500', async () => {
    const started = performance.now();
    const page = await rawRequest(server.port, 'GET', '/p/P100010');
    expect(page.status).toBe(503);
    expect(page.headers['retry-after']).toBe('5');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body.toString('utf8')).toContain('Da ist etwas schiefgelaufen');
    // No connection is refused at once: well within the page's budget.
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
