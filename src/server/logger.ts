// The server's logs: one JSON object a line (pino), so a log collector reads them without parsing
// text. LOG_LEVEL sets the level; test runs are silent unless they ask for logs.
import { pino, type Logger } from 'pino';
import type { Logger as NetworkLogger } from '../relay/network.ts';

export type { Logger };

export function createLogger(env: NodeJS.ProcessEnv = process.env): Logger {
  const quiet = env.VITEST !== undefined || env.NODE_ENV === 'test';
  return pino({
    level: env.LOG_LEVEL || (quiet ? 'silent' : 'info'),
    base: { service: 'storefront' },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  });
}

/**
 * The network layer's logger (message first, details second) on top of pino, so its texts
 * ('Operation failed after retry', …) stay as they are and carry the request id.
 */
export function networkLogger(log: Logger): NetworkLogger {
  return {
    info: (msg, meta) => log.info(meta ?? {}, msg),
    warn: (msg, meta) => log.warn(meta ?? {}, msg),
    error: (msg, meta) => log.error(meta ?? {}, msg),
  };
}
