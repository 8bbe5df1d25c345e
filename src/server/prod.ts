// Production server: the built shop on one port, the mock APIs embedded unless real ones are set.
import { createServer } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';
import { createShopHandler } from './app.ts';
import { readConfigOrExit } from './config.ts';

const root = join(import.meta.dirname, '..', '..');
const config = readConfigOrExit();
// Hashed build assets never change: cache them for a year. Pre-compressed copies are served when
// the browser accepts them.
const assets = sirv(join(root, 'dist', 'client'), {
  gzip: true,
  brotli: true,
  etag: true,
  setHeaders(res, pathname) {
    if (pathname.startsWith('/assets/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('X-Content-Type-Options', 'nosniff');
  },
});
const handle = await createShopHandler(config, assets);
createServer((req, res) => void handle(req, res)).listen(config.port, () => {
  console.log(`Shop ${config.tenant.code} (${config.tenant.brand}) läuft auf http://localhost:${config.port}`);
});
