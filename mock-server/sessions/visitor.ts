// Identifies the visitor whose mock state (basket, wishlist, request log, faults) a request uses.
// Kept free of other imports so the page server can load it cheaply.

export const VISITOR_COOKIE = 'mock_visitor';

/** 180 days: long enough for a dev session, short enough to be forgotten. */
const MAX_AGE_SECONDS = 60 * 60 * 24 * 180;

const VALID_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function newVisitorId(): string {
  return crypto.randomUUID();
}

/** Set-Cookie value the page server sends when the visitor has no id yet. */
export function visitorSetCookie(id: string): string {
  return `${VISITOR_COOKIE}=${id}; Path=/; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax`;
}

/** Value of one cookie from a Cookie header, URL-decoded; null when absent or malformed. */
export function readCookie(cookieHeader: string | null, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/** The visitor id from the request's cookie; null when missing or not a plausible id. */
export function visitorIdOf(request: Request): string | null {
  const id = readCookie(request.headers.get('cookie'), VISITOR_COOKIE);
  return id !== null && VALID_ID.test(id) ? id : null;
}
