import { isRefusedLogin } from '../../relay/apiError.ts';
import { SESSION_COOKIE } from '../../relay/cookies.ts';
import { readShopCookie } from '../../shop/privacy/cookies.ts';

// What the account's first load needs to know about the session, without the code that starts
// or ends one (session.ts).

export type SessionEnd = 'logout' | 'expired';

/** What the server knew of the visitor's login when it rendered an account page (its +data). */
export interface AccountSession {
  /** A customer is logged in: the auth cookie came with the request and the API took its token. */
  loggedIn: boolean;
  /** 'expired': the API refused the token; the server ended the session with the page's answer. */
  ended: SessionEnd | null;
}
let lastEnd: SessionEnd | null = null;

/** How the last session of this page ended: 'expired' when the API refused its token. */
export function lastSessionEnd(): SessionEnd | null {
  return lastEnd;
}

export function noteSessionEnd(reason: SessionEnd | null): void {
  lastEnd = reason;
}

/**
 * Whether a customer is logged in, by the readable companion of the HttpOnly auth cookie that the
 * server sets and removes with it. The token itself is out of the page's reach.
 */
export function hasSession(): boolean {
  return readShopCookie(SESSION_COOKIE) === '1';
}

/**
 * Whether a failed call means "not logged in": UNAUTHENTICATED and UNAUTHORIZED (an HTTP 401 is
 * UNAUTHENTICATED). A 403 (FORBIDDEN) refuses one call, not the login: the session stays.
 */
export function isAuthError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, status } = error as { code?: unknown; status?: unknown };
  return isRefusedLogin(code, status);
}
