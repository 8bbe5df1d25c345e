// Small plain-text answers of the server itself (not Vike's pages), in the shop's language.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { baseSecurityHeaders } from './securityHeaders.ts';
import { serverTexts } from './texts.ts';

export function notAllowed(res: ServerResponse, allowed: readonly string[], locale: string) {
  res.setHeader('Allow', allowed.join(', '));
  sendText(res, 405, serverTexts(locale).serverMethodNotAllowed(), locale);
}

/** A short text for a person, written in the shop's locale (`Content-Language`). */
export function sendText(res: ServerResponse, status: number, text: string, locale: string) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Content-Language', locale);
  res.setHeader('Cache-Control', 'no-store');
  for (const [name, value] of Object.entries(baseSecurityHeaders)) res.setHeader(name, value);
  res.end(text);
}

/** The shop is too busy to take the request now: a fast answer the client may retry after a few seconds. */
export function sendUnavailable(res: ServerResponse, retryAfterSeconds: number, locale: string) {
  res.setHeader('Retry-After', String(retryAfterSeconds));
  sendText(res, 503, serverTexts(locale).serverBusy(), locale);
}

/** Requests to the developer's own machine, where cookies cannot be Secure over plain http. */
export function isLocalRequest(req: IncomingMessage): boolean {
  const host = (req.headers.host ?? '').toLowerCase().replace(/:\d+$/, '');
  return host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]';
}

/**
 * What a same-origin relay answers when the API behind it failed to answer: 504 when the call ran
 * out of time, else 502, as JSON with a GraphQL error (the browser's network layer reads the
 * status, and retries once). Never cached.
 */
export function gatewayFailure(error: unknown, what = 'The API'): Response {
  const timedOut = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
  const message = timedOut ? `${what} did not answer in time` : `${what} could not be reached`;
  return Response.json({ errors: [{ message }] }, { status: timedOut ? 504 : 502, headers: { 'cache-control': 'no-store' } });
}
