// Graceful shutdown, as a load balancer needs it. On SIGTERM (the orchestrator's deploy):
//   1. not ready: /readyz answers 503, so the load balancer stops sending new requests;
//   2. a drain delay (SHUTDOWN_DRAIN_MS) while it notices — requests still arriving are served;
//   3. stop accepting connections; idle keep-alive connections are closed;
//   4. the requests in flight finish, then the process exits 0.
// SIGINT (Ctrl-C on a developer's machine) skips the delay. After the deadline whatever is left
// is cut and the process exits 1, so a stuck request cannot hold a deployment forever.
import type { Server } from 'node:http';
import type { Readiness } from './health.ts';
import type { Logger } from './logger.ts';

export interface ShutdownOptions {
  log: Logger;
  readiness: Readiness;
  /** How long after the drain delay the requests in flight may take. */
  deadlineMs: number;
  /** How long the server keeps serving, not ready, before it stops accepting (SIGTERM only). */
  drainDelayMs?: number;
  exit?: (code: number) => void;
}

export function shutDownGracefully(
  server: Server,
  { log, readiness, deadlineMs, drainDelayMs = 0, exit = process.exit }: ShutdownOptions,
): void {
  let closing = false;
  // Connections that outlive their request would keep close() waiting until the keep-alive timeout.
  server.prependListener('request', (_req, res) => {
    if (closing) res.setHeader('Connection', 'close');
    res.once('finish', () => {
      if (closing) setImmediate(() => server.closeIdleConnections());
    });
  });
  let signalled = false;
  const close = (signal: NodeJS.Signals) => {
    closing = true;
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
  const stop = (signal: NodeJS.Signals) => {
    if (signalled) return;
    signalled = true;
    readiness.drain();
    const delay = signal === 'SIGTERM' ? drainDelayMs : 0;
    if (delay === 0) return close(signal);
    log.info({ signal, drainDelayMs: delay }, 'draining');
    setTimeout(() => close(signal), delay);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

/**
 * Errors nothing caught end the process (its state is unknown), but first as one JSON log line
 * with the stack, so the operator sees why the orchestrator restarted it.
 */
export function logFatalErrors(log: Logger, exit: (code: number) => void = process.exit): void {
  process.on('uncaughtException', (error, origin) => {
    log.fatal({ err: error, origin }, 'uncaught exception');
    exit(1);
  });
  process.on('unhandledRejection', (reason) => {
    log.fatal({ err: reason }, 'unhandled rejection');
    exit(1);
  });
}
