// Development server: pages with hot reload through Vite, the mock APIs on the same port.
import { createServer } from 'node:http';
import { createServer as createViteServer } from 'vite';
import { createShopHandler } from './app.ts';
import { readConfigOrExit } from './config.ts';

const config = readConfigOrExit();
const vite = await createViteServer({ server: { middlewareMode: true }, appType: 'custom' });
const handle = await createShopHandler(config, vite.middlewares);
createServer((req, res) => void handle(req, res)).listen(config.port, () => {
  console.log(`Shop ${config.tenant.code} (${config.tenant.brand}) läuft auf http://localhost:${config.port} (Entwicklung)`);
});
