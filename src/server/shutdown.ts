// Graceful shutdown: on SIGTERM (orchestrator) or SIGINT (Ctrl-C) stop accepting connections,
// let the requests in flight finish, then exit 0. After the deadline whatever is left is cut
// and the process exits 1, so a stuck request cannot hold a deployment forever.
import type { Server } from 'node:http';
import type { Readiness } from './health.ts';
import type { Logger } from './logger.ts';

export interface ShutdownOptions {
  log: Logger;
  readiness: Readiness;
  deadlineMs: number;
  exit?: (code: number) => void;
}

export function shutDownGracefully(server: Server, { log, readiness, deadlineMs, exit = process.exit }: ShutdownOptions): void {
  let closing = false;
  // Connections that outlive their request would keep close() waiting until the keep-alive timeout.
  server.prependListener('request', (_req, res) => {
    if (closing) res.setHeader('Connection', 'close');
    res.once('finish', () => {
      if (closing) setImmediate(() => server.closeIdleConnections());
    });
  });
  const stop = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    readiness.drain();
    server.close(() => {
      log.info({ signal }, 'stopped');
      exit(0);
    });
    server.closeIdleConnections();
    log.info({ signal, deadlineMs }, 'shutting down');
    setTimeout(() => {
      log.warn({ deadlineMs }, 'shutdown deadline reached, closing open connections');
      server.closeAllConnections();
      exit(1);
    }, deadlineMs).unref();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
