import { AUTH_COOKIE } from '../../relay/cookies.ts';
import { readShopCookie } from '../../shop/cookies.ts';

// What the account's first load needs to know about the session, without the code that starts
// or ends one (session.ts).

export type SessionEnd = 'logout' | 'expired';
let lastEnd: SessionEnd | null = null;

/** How the last session of this page ended: 'expired' when the API refused its token. */
export function lastSessionEnd(): SessionEnd | null {
  return lastEnd;
}

export function noteSessionEnd(reason: SessionEnd | null): void {
  lastEnd = reason;
}

export function hasAuthToken(): boolean {
  return !!readShopCookie(AUTH_COOKIE);
}

const AUTH_CODES = new Set(['UNAUTHENTICATED', 'UNAUTHORIZED']);

/**
 * Whether a failed call means "not logged in": UNAUTHENTICATED and UNAUTHORIZED (an HTTP 401 is
 * UNAUTHENTICATED). A 403 (FORBIDDEN) refuses one call, not the login: the session stays.
 */
export function isAuthError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, status } = error as { code?: unknown; status?: unknown };
  return (typeof code === 'string' && AUTH_CODES.has(code)) || status === 401;
}
