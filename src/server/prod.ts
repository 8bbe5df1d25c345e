// Production server: the built shop on one port, against real back ends, or against the mock with MOCK=embedded or MOCK=remote.
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import sirv from 'sirv';
import { createShopHandler } from './app.ts';
import { readConfigOrExit } from './config.ts';
import { createReadiness } from './health.ts';
import { createLogger } from './logger.ts';
import { snapshotEnvironment } from './processSettings.ts';
import { logFatalErrors, shutDownGracefully } from './shutdown.ts';
import { startObservability } from './observability.ts';

// Every page view allocates a few MB that die young, but renders in flight survive a scavenge or
// two and reach the old generation as garbage. Under steady load V8 then lets the old generation
// grow to several times what is alive before collecting it (measured: about 100 MB alive, a
// 560 MB heap, 840 MB resident after 50 clients). A fixed growth factor collects at a fixed
// multiple of the live size. Measured after the bench's rounds and 50 clients for 30 s on each
// catalogue page: 565 MB resident with a factor of 2, 515 MB with 1.75 and 470 MB with 1.5; the
// CPU time per page of 1.75 and 2 did not differ in alternating runs (1.5 cost some 5 %). Read by
// V8 at every collection, so setting it here, before the build is loaded, takes effect (an
// explicit --heap-growing-percent on the command line wins).
if (!process.execArgv.some((arg) => arg.startsWith('--heap-growing-percent'))) setFlagsFromString('--heap-growing-percent=75');

snapshotEnvironment();

const root = join(import.meta.dirname, '..', '..');
const config = readConfigOrExit();
const log = createLogger();
// Traces (OTEL_*), metrics on METRICS_PORT, source-mapped stack traces: before the build loads.
const observability = await startObservability(process.env, log, join(root, 'dist', 'sourcemaps', 'client'));
// This checkout's build, by path: Vike's own lookup may find another build that shares node_modules.
const entry = join(root, 'dist', 'server', 'entry.mjs');
if (!existsSync(entry)) {
  console.error(`No build at ${entry}: run npm run build first`);
  process.exit(1);
}
await import(pathToFileURL(entry).href);
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
const readiness = createReadiness([config.shopApiUrl, config.contentApiUrl].filter((u): u is string => !!u));
// A handler that cannot be built (e.g. MOCK=embedded in an image without the mock) ends the start with its reason.
const handle = await createShopHandler(config, assets, { log, readiness, observability }).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
const server = createServer((req, res) => void handle(req, res));
// Idle connections outlive the load balancer's own idle timeout, so it never reuses one we closed.
server.keepAliveTimeout = config.keepAliveTimeoutMs;
server.headersTimeout = config.headersTimeoutMs;
shutDownGracefully(server, {
  log,
  readiness,
  drainDelayMs: config.drainDelayMs,
  deadlineMs: Number(process.env.SHUTDOWN_TIMEOUT_MS || 10_000),
});
logFatalErrors(log);
// HOST narrows the interface (tests: localhost); a container listens on all of them.
server.listen({ port: config.port, host: process.env.HOST || undefined }, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  log.info({ shop: config.tenant.code, port }, `Shop ${config.tenant.code} (${config.tenant.brand}) läuft auf http://localhost:${port}`);
});
