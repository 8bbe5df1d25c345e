// Identifies the visitor whose mock state (basket, wishlist, request log, faults) a request uses.
// Kept free of other imports but the cookie parser, so the page server can load it cheaply.
import { parseCookie } from 'cookie';

export const VISITOR_COOKIE = 'mock_visitor';

/** 180 days: long enough for a dev session, short enough to be forgotten. */
const MAX_AGE_SECONDS = 60 * 60 * 24 * 180;

const decode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
};

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
  // A well-kept parser: a broken %-escape never throws (that cookie counts as absent).
  if (!cookieHeader) return null;
  return parseCookie(cookieHeader, { decode })[name] ?? null;
}

/** The visitor id from the request's cookie; null when missing or not a plausible id. */
export function visitorIdOf(request: Request): string | null {
  const id = readCookie(request.headers.get('cookie'), VISITOR_COOKIE);
  return id !== null && VALID_ID.test(id) ? id : null;
}
