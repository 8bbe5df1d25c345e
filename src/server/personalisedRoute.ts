// The browser's personalised calls reach the API through the shop's own origin, so the customer's
// token can live in an HttpOnly cookie no script reads. The server takes the token from that
// cookie and forwards the GraphQL request with `Authorization: Bearer`; it writes the cookie when
// an answer brings a new token (login, registration, account activation), cutting the token out of
// the body the browser gets, and removes it at logout and when the API refuses it. A readable
// companion cookie tells the page a customer is logged in.
//
// Requests that change state must prove they come from the shop's own pages: the shop's client
// header on every request (a cross-site form cannot set it, a cross-site script would need a CORS
// preflight the shop never grants) and, on POST, an Origin of the shop itself.
import { errorCodeOf, hasErrors, isRecord, isRefusedLogin } from '../relay/apiError.ts';
import { AUTH_COOKIE, SESSION_COOKIE } from '../relay/cookies.ts';
import type { OperationWatch } from '../relay/environment.ts';
import { isPersonalisedOperation } from '../relay/personalised.ts';
import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from '../relay/personalisedRoute.ts';
import { readCookies } from './cookies.ts';
import { serverTexts } from './texts.ts';

export { PERSONALISED_PATH, SESSION_PATH } from '../relay/personalisedRoute.ts';

/** 60 days, the shop's cookie lifetime (src/shop/privacy/cookies.ts). */
export const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 60;
/** The largest GraphQL request the route takes: a form with its free texts, not a file upload. */
export const MAX_BODY_BYTES = 256 * 1024;
/** A token handed over from the login frame is a few hundred bytes; anything far beyond is not one. */
const MAX_TOKEN_LENGTH = 4096;
/** Headers of the browser's request that the API may see (no cookies, no Authorization of the browser's own). */
const FORWARDED = ['accept', 'content-type'];
/** Headers of the API's answer the browser gets: the network layer reads them on 429. */
const PASSED_BACK = ['content-type', 'rate-limit-reset', 'retry-after'];
const NO_STORE = { 'Cache-Control': 'private, no-store' };

/** What the server knows about the request beyond its headers. */
export interface RouteContext {
  /** The shop's own hosts (`name:port`): the request's host and the tenant's (see ownHostsOf). */
  ownHosts: readonly string[];
  /** Whether the cookies get `Secure` (https, or any host but the developer's own machine). */
  secureCookies: boolean;
  /** Cookies the answer carries in any case: a first-time mock visitor's identity. */
  setCookies?: readonly string[];
  /** The shop's locale, for the texts of the route's refusals. */
  locale: string;
}

/** Where the personalised API is and what goes with every call to it. */
export interface PersonalisedUpstream {
  /** The API's GraphQL URL. */
  url: string;
  /** The embedded mock's fetch (in-process), else the global fetch. */
  fetchFn?: (request: Request) => Promise<Response>;
  /** Request id, the mock visitor's cookies. */
  headers?: Record<string, string>;
  /** How long the API may take (API_TIMEOUT_MS); then the browser gets a 504 at once. */
  timeoutMs: number;
  /** Tracing and metrics of the call (observability.ts): its trace headers go with it. */
  observe?: (operationName: string) => OperationWatch;
}

/**
 * The hosts a request may come from: the host it was sent to (`X-Forwarded-Host` only from a
 * trusted edge, which may rewrite `Host`) and the tenant's configured one. Hosts, not origins:
 * behind an edge that ends TLS the request says http while the page says https.
 */
export function ownHostsOf(
  headers: { host?: string | string[]; 'x-forwarded-host'?: string | string[] },
  trustProxy: boolean,
  tenantHost: string | undefined,
): string[] {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim().toLowerCase();
  const hosts = [first(headers.host), trustProxy ? first(headers['x-forwarded-host']) : undefined];
  if (tenantHost) {
    try {
      hosts.push(new URL(tenantHost).host);
    } catch {
      // a tenant without a usable host adds none
    }
  }
  return [...new Set(hosts.filter((host): host is string => !!host))];
}

/**
 * Why a request is refused as not coming from the shop's pages; null when it does. Every request
 * carries the client header; an Origin, when sent, must be the shop's; a POST must send one
 * (browsers do on every POST).
 */
export function refusalOf(request: Request, ownHosts: readonly string[]): string | null {
  if (request.headers.get(CLIENT_HEADER) !== CLIENT_HEADER_VALUE) return 'client header missing';
  const origin = request.headers.get('origin');
  if (origin === null) return request.method === 'GET' ? null : 'origin missing';
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return 'origin not the shop'; // 'null' from sandboxed frames
  }
  return ownHosts.includes(host) ? null : 'origin not the shop';
}

function cookie(name: string, value: string, maxAge: number, options: { httpOnly: boolean; secure: boolean }): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; SameSite=Lax${options.httpOnly ? '; HttpOnly' : ''}${options.secure ? '; Secure' : ''}`;
}

/** The auth cookie (HttpOnly) and its readable companion for a new session. */
export function sessionCookies(token: string, secure: boolean): string[] {
  return [
    cookie(AUTH_COOKIE, token, SESSION_MAX_AGE_SECONDS, { httpOnly: true, secure }),
    cookie(SESSION_COOKIE, '1', SESSION_MAX_AGE_SECONDS, { httpOnly: false, secure }),
  ];
}

/** Both session cookies removed. */
export function endedSessionCookies(secure: boolean): string[] {
  return [cookie(AUTH_COOKIE, '', 0, { httpOnly: true, secure }), cookie(SESSION_COOKIE, '', 0, { httpOnly: false, secure })];
}

/** The companion put right when it disagrees with the auth cookie (a login set by the mock console or a test). */
function companionFix(cookies: Record<string, string>, secure: boolean): string[] {
  const loggedIn = !!cookies[AUTH_COOKIE];
  if (loggedIn === (cookies[SESSION_COOKIE] === '1')) return [];
  return [
    loggedIn
      ? cookie(SESSION_COOKIE, '1', SESSION_MAX_AGE_SECONDS, { httpOnly: false, secure })
      : cookie(SESSION_COOKIE, '', 0, { httpOnly: false, secure }),
  ];
}

/** A refusal for a person, in the shop's locale. */
const plain = (status: number, text: string, locale: string) =>
  new Response(text, { status, headers: { ...NO_STORE, 'Content-Type': 'text/plain; charset=utf-8', 'Content-Language': locale } });

/** A GraphQL error answer the browser's network layer reads like the API's own (code in extensions). */
function graphqlFailure(status: number, code: string, message: string, setCookies: readonly string[] = []): Response {
  const headers = new Headers({ ...NO_STORE, 'Content-Type': 'application/json' });
  for (const value of setCookies) headers.append('Set-Cookie', value);
  return new Response(JSON.stringify({ errors: [{ message, extensions: { code } }] }), { status, headers });
}

/** The body up to `limit` bytes; null when it is longer (reading stops there). */
export async function readBounded(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get('content-length'));
  if (declared > limit) return null;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      void reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** The operation's name for traces and metrics: one of the shop's personalised operations, else 'other'. */
function operationNameOf(request: Request, body: Uint8Array | undefined): string {
  let name: unknown = new URL(request.url).searchParams.get('operationName');
  if (body) {
    try {
      const parsed: unknown = JSON.parse(new TextDecoder().decode(body));
      name = isRecord(parsed) ? parsed.operationName : undefined;
    } catch {
      name = undefined;
    }
  }
  return typeof name === 'string' && isPersonalisedOperation(name) ? name : 'other';
}

interface SessionChange {
  /** A new token from the answer: the session starts (or goes on with it). */
  token?: string;
  /** The session ends: logout, or the API refused the token. */
  ended: boolean;
}

/**
 * What an answer means for the session, and the body with any token cut out. A token comes in an
 * AuthResult (`{ token, client }`) at the top of `data` (login, register, activateAccount, under
 * whatever alias); its value becomes '' (the field stays, the schema says it is never null).
 */
export function sessionChangeOf(
  body: unknown,
  status: number,
  sentToken: boolean,
): { change: SessionChange; body: unknown; changed: boolean } {
  const change: SessionChange = { ended: false };
  let changed = false;
  if (isRecord(body) && isRecord(body.data)) {
    const data = { ...body.data };
    for (const [field, value] of Object.entries(data)) {
      if (isRecord(value) && typeof value.token === 'string') {
        if (value.token) change.token = value.token;
        data[field] = { ...value, token: '' };
        changed = true;
      }
    }
    if (changed) body = { ...body, data };
    if (data.logout != null) change.ended = true;
  }
  if (sentToken && !change.token && isRefusedLogin(errorCodeOf(body, status), status)) change.ended = true;
  return { change, body, changed };
}

/** GET or POST /api/shop: the personalised API's answer, with the customer's token added here. */
export async function answerPersonalised(request: Request, context: RouteContext, upstream: PersonalisedUpstream): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'POST')
    return new Response(null, { status: 405, headers: { ...NO_STORE, Allow: 'GET, POST' } });
  const texts = serverTexts(context.locale);
  if (refusalOf(request, context.ownHosts)) return plain(403, texts.serverRequestRefused(), context.locale);
  const body = request.method === 'POST' ? await readBounded(request, MAX_BODY_BYTES) : undefined;
  if (body === null) return plain(413, texts.serverRequestTooLarge(), context.locale);

  const cookies = readCookies(request.headers.get('cookie'));
  const token = cookies[AUTH_COOKIE];
  const target = new URL(upstream.url);
  target.search = new URL(request.url).search;
  const headers = new Headers(upstream.headers);
  for (const name of FORWARDED) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  headers.delete('authorization');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const watch = upstream.observe?.(operationNameOf(request, body));
  for (const [name, value] of Object.entries(watch?.headers ?? {})) headers.set(name, value);

  const setCookies = [...(context.setCookies ?? [])];
  const timer = new AbortController();
  const timeout = setTimeout(() => timer.abort(), upstream.timeoutMs);
  // An in-process fetch need not honour the signal: the race ends the wait all the same.
  const timedOut = new Promise<never>((_, reject) =>
    timer.signal.addEventListener('abort', () => reject(new Error('timeout')), { once: true }),
  );
  let status: number;
  let answerHeaders: Headers;
  let text: string;
  try {
    const forwarded = new Request(target, { method: request.method, headers, body, signal: timer.signal });
    const answer = await Promise.race([(upstream.fetchFn ?? fetch)(forwarded), timedOut]);
    text = await Promise.race([answer.text(), timedOut]);
    status = answer.status;
    answerHeaders = answer.headers;
  } catch {
    const code = timer.signal.aborted ? 'REQUEST_TIMEOUT' : 'BAD_GATEWAY';
    watch?.end({ code });
    return timer.signal.aborted
      ? graphqlFailure(504, code, 'The personalised API did not answer in time', setCookies)
      : graphqlFailure(502, code, 'The personalised API could not be reached', setCookies);
  } finally {
    clearTimeout(timeout);
  }

  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  // Failed as the network layer counts it: an error status, no JSON object, or errors without data.
  const failed = status < 200 || status > 299 || !isRecord(parsed) || (hasErrors(parsed) && parsed.data == null);
  watch?.end(failed ? { code: errorCodeOf(parsed, status) ?? 'PARSE_ERROR' } : undefined);
  const { change, body: outBody, changed } = sessionChangeOf(parsed, status, !!token);
  if (change.token) setCookies.push(...sessionCookies(change.token, context.secureCookies));
  else if (change.ended && (token || cookies[SESSION_COOKIE])) setCookies.push(...endedSessionCookies(context.secureCookies));
  else setCookies.push(...companionFix(cookies, context.secureCookies));

  const out = new Headers(NO_STORE);
  for (const name of PASSED_BACK) {
    const value = answerHeaders.get(name);
    if (value) out.set(name, value);
  }
  for (const value of setCookies) out.append('Set-Cookie', value);
  return new Response(changed ? JSON.stringify(outBody) : text, { status, headers: out });
}

/** POST /api/session { token }: the login frame's token becomes the HttpOnly session; 204. */
export async function answerSession(request: Request, context: RouteContext): Promise<Response> {
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { ...NO_STORE, Allow: 'POST' } });
  const texts = serverTexts(context.locale);
  if (refusalOf(request, context.ownHosts)) return plain(403, texts.serverRequestRefused(), context.locale);
  const body = await readBounded(request, MAX_TOKEN_LENGTH * 2);
  if (body === null) return plain(413, texts.serverRequestTooLarge(), context.locale);
  let token: unknown;
  try {
    const parsed: unknown = JSON.parse(new TextDecoder().decode(body));
    token = isRecord(parsed) ? parsed.token : undefined;
  } catch {
    token = undefined;
  }
  if (typeof token !== 'string' || token === '' || token.length > MAX_TOKEN_LENGTH)
    return plain(400, texts.serverLoginInvalid(), context.locale);
  const headers = new Headers(NO_STORE);
  for (const value of [...(context.setCookies ?? []), ...sessionCookies(token, context.secureCookies)]) headers.append('Set-Cookie', value);
  return new Response(null, { status: 204, headers });
}
