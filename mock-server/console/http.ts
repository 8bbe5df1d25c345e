import { VISITOR_COOKIE, newVisitorId, visitorIdOf, visitorSetCookie } from '../sessions/visitor.ts';

// Request and response plumbing of the console: same-origin guard, visitor, cookies, redirects.

/**
 * The auth cookie the shop's server sets at login (src/relay/cookies.ts): HttpOnly, the server adds
 * its token to the browser's personalised calls. Its readable companion tells the page someone is
 * logged in.
 */
export const AUTH_COOKIE = 'shop_auth';
export const SESSION_COOKIE = 'shop_session';
/**
 * Content preview switch. The shop has no preview mode yet; this is the cookie it is to read
 * (`1` = fetch drafts with the preview token and show the preview banner).
 */
export const PREVIEW_COOKIE = 'shop_preview';

/** 60 days, like the shop's own cookies (src/shop/privacy/cookies.ts). */
const AUTH_MAX_AGE = 60 * 60 * 24 * 60;

/**
 * Console actions change state, so they only come from our own pages: a cross-site form or fetch
 * carries another Origin or `Sec-Fetch-Site: cross-site`; a request with neither header did not
 * come from a browser page and is refused too.
 */
export function isSameOrigin(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin') return false;
  const origin = request.headers.get('origin');
  if (origin === null) return site === 'same-origin';
  try {
    // Hosts, not origins: behind a TLS proxy the request URL says http while the browser says https.
    return new URL(origin).host === new URL(request.url).host;
  } catch {
    return false; // 'null' from sandboxed frames and privacy-sensitive contexts
  }
}

/**
 * The caller's visitor id; a caller without one gets a new id and the cookie that carries it,
 * so the page server and the console agree on whose state is shown from the first visit on.
 */
export function visitorOf(request: Request): { id: string; request: Request; setCookie?: string } {
  const id = visitorIdOf(request);
  if (id !== null) return { id, request };
  const fresh = newVisitorId();
  const headers = new Headers(request.headers);
  headers.set('cookie', [request.headers.get('cookie'), `${VISITOR_COOKIE}=${fresh}`].filter(Boolean).join('; '));
  return { id: fresh, request: new Request(request.url, { method: 'GET', headers }), setCookie: visitorSetCookie(fresh) };
}

const secure = (request: Request) =>
  new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https' ? '; Secure' : '';

export function setCookie(request: Request, name: string, value: string, options: { maxAge?: number; httpOnly?: boolean } = {}): string {
  const maxAge = options.maxAge === undefined ? '' : `; Max-Age=${options.maxAge}`;
  return `${name}=${encodeURIComponent(value)}; Path=/${maxAge}; SameSite=Lax${options.httpOnly ? '; HttpOnly' : ''}${secure(request)}`;
}

export const expireCookie = (request: Request, name: string) => setCookie(request, name, '', { maxAge: 0 });

/** The demo login's cookies, as the shop's server sets them at a login (src/server/personalisedRoute.ts). */
export const sessionCookies = (request: Request, token: string) => [
  setCookie(request, AUTH_COOKIE, token, { maxAge: AUTH_MAX_AGE, httpOnly: true }),
  setCookie(request, SESSION_COOKIE, '1', { maxAge: AUTH_MAX_AGE }),
];
export const endedSessionCookies = (request: Request) => [
  setCookie(request, AUTH_COOKIE, '', { maxAge: 0, httpOnly: true }),
  expireCookie(request, SESSION_COOKIE),
];

/** Post/redirect/get: back to the console, with a fixed notice key (never reflected text). */
export function backToConsole(cookies: readonly string[], notice?: string): Response {
  const headers = new Headers({ location: notice ? `/mock?notice=${notice}` : '/mock', 'cache-control': 'no-store' });
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  return new Response(null, { status: 303, headers });
}
