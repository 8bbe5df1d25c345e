import { readShopCookie, setShopCookie } from '../privacy/cookies.ts';

// The recommendation service's visitor ids, shared by search, product, wishlist and recommendation tracking.

export const RECO_SESSION_COOKIE = 'recoSessionId';
export const RECO_USER_COOKIE = 'recoUserId';
/** recoSessionId lives 7 days (section 9). */
export const RECO_SESSION_DAYS = 7;
export const LOG_MISSING_SESSION = 'Recommendation session id is missing';

/** The recommendation service accepts session ids of exactly this length (section 5). */
export const RECO_SESSION_ID_LENGTH = 21;
const ALPHABET = 'useandom-26T198340PX75pxJACKVERYMINDBUSHWOLF_GQZbfghjklqvwyzrict';

/** A URL-safe random id of 21 characters (64 symbols: 6 random bits each). */
export function newRecoSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(RECO_SESSION_ID_LENGTH));
  return Array.from(bytes, (byte) => ALPHABET[byte & 63]).join('');
}

export function isValidRecoSessionId(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.length === RECO_SESSION_ID_LENGTH;
}

/** The session id; a missing or malformed one is replaced. Null only when the browser refuses the cookie. */
export function recoSessionId(): string | null {
  const existing = readShopCookie(RECO_SESSION_COOKIE);
  if (isValidRecoSessionId(existing)) return existing;
  setShopCookie(RECO_SESSION_COOKIE, newRecoSessionId(), RECO_SESSION_DAYS);
  return readShopCookie(RECO_SESSION_COOKIE) ?? null;
}

export function recoUserId(): string | null {
  return readShopCookie(RECO_USER_COOKIE) ?? null;
}
