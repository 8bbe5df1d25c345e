// One log line per request, and the request id that ties it to the API calls made for it.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from './logger.ts';

export const REQUEST_ID_HEADER = 'x-request-id';

// An incoming id is kept only when it cannot smuggle anything into logs or headers.
const PLAUSIBLE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The load balancer's request id when it sent a plausible one, else a new one. */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return value && PLAUSIBLE_ID.test(value) ? value : randomUUID();
}

/** Probes and static files would drown the page views: they are logged at debug level only. */
export function isQuietPath(pathname: string): boolean {
  return pathname === '/healthz' || pathname === '/readyz' || pathname.startsWith('/assets/') || /\.[a-z0-9]{2,5}$/i.test(pathname);
}

/** The request's path as sent: `//x` stays a path (resolved against a base it would be a host). */
export function requestPath(url: string | undefined): string {
  const value = url ?? '/';
  try {
    return new URL(`http://localhost${value.startsWith('/') ? value : `/${value}`}`).pathname;
  } catch {
    return '/';
  }
}

/** Logs the request when its response has been sent or the connection dropped. */
export function logRequest(log: Logger, req: IncomingMessage, res: ServerResponse, requestId: string): void {
  const started = process.hrtime.bigint();
  // The path without the query: search terms and tokens stay out of the logs.
  const path = requestPath(req.url).slice(0, 2000);
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    const line = {
      requestId,
      method: req.method,
      path,
      status: res.statusCode,
      durationMs: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
      ...(res.writableFinished ? {} : { aborted: true }),
    };
    if (isQuietPath(path)) log.debug(line, 'request');
    else log.info(line, 'request');
  };
  res.once('finish', finish);
  res.once('close', finish);
}
