// The shop server answers /icons/{name}.svg before the page router, with its security headers.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopHandler } from '../../src/server/app.ts';
import { readConfig } from '../../src/server/config.ts';

let server: Server;
let origin: string;

beforeAll(async () => {
  // Real back ends configured: no mock is mounted, nothing is fetched for icons.
  const config = readConfig({
    GRAPHQL_URL: 'https://api.example/graphql',
    CONTENT_GRAPHQL_URL: 'https://cms.example/graphql',
    IMAGE_CDN_URL: 'https://media.example',
  });
  const handle = await createShopHandler(config, (_req, res) => {
    res.statusCode = 418;
    res.end('assets');
  });
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, resolve));
  origin = `http://localhost:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('icon files', () => {
  it('serves a known icon as SVG with cache and security headers', async () => {
    const response = await fetch(`${origin}/icons/heart.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toContain('max-age=86400');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });

  it('answers 404 for an unknown icon instead of passing it on', async () => {
    const response = await fetch(`${origin}/icons/unknown.svg`);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
