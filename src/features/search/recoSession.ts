import { readShopCookie, setShopCookie } from '../../shop/cookies.ts';

// The recommendation service's visitor ids. The product and recommendation features will need
// the same cookies; this module is the one to move to src/shop when they do.

export const RECO_SESSION_COOKIE = 'recoSessionId';
export const RECO_USER_COOKIE = 'recoUserId';
/** recoSessionId lives 7 days (section 9). */
export const RECO_SESSION_DAYS = 7;
export const LOG_MISSING_SESSION = 'Recommendation session id is missing';

/** The session id, created when missing; null only when the browser refuses the cookie. */
export function recoSessionId(): string | null {
  const existing = readShopCookie(RECO_SESSION_COOKIE);
  if (existing) return existing;
  setShopCookie(RECO_SESSION_COOKIE, crypto.randomUUID(), RECO_SESSION_DAYS);
  return readShopCookie(RECO_SESSION_COOKIE) ?? null;
}

export function recoUserId(): string | null {
  return readShopCookie(RECO_USER_COOKIE) ?? null;
}
