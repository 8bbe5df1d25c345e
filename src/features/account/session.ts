import Cookies from 'js-cookie';
import { commitLocalUpdate, type Environment } from 'relay-runtime';
import { AUTH_COOKIE } from '../../relay/cookies.ts';
import { sendToApp } from '../../shop/appBridge.ts';
import { readShopCookie, setShopCookie } from '../../shop/cookies.ts';
import { setLoginMarker } from '../../shop/loginMarker.ts';

// The browser side of a login: the token in the auth cookie (sent as bearer token with personal
// calls), the logged-in marker (header, other features: LOGIN_CHANGED on window) and the app's
// userInfo in the webview. Every way in and out of a session goes through these two functions.

export function startSession(token: string, customerNumber: string | null): void {
  lastEnd = null;
  setShopCookie(AUTH_COOKIE, token);
  setLoginMarker(true);
  sendToApp('userInfo', { loggedIn: true, customerNumber });
}

export type SessionEnd = 'logout' | 'expired';
let lastEnd: SessionEnd | null = null;

/** How the last session of this page ended: 'expired' when the API refused its token. */
export function lastSessionEnd(): SessionEnd | null {
  return lastEnd;
}

/**
 * Logout, or a token the API refused: cookie and marker go, the app hears of it, and the login
 * state in the store turns to guest so the header's badge goes at once.
 */
export function endSession(environment?: Environment, reason: SessionEnd = 'logout'): void {
  lastEnd = reason;
  Cookies.remove(AUTH_COOKIE, { path: '/' });
  setLoginMarker(false);
  sendToApp('userInfo', { loggedIn: false, customerNumber: null });
  if (environment) {
    commitLocalUpdate(environment, (store) => {
      const client = store.getRoot().getLinkedRecord('client');
      client?.setValue(false, 'isLoggedIn');
      client?.setValue(null, 'customerNumber');
    });
  }
}

export function hasAuthToken(): boolean {
  return !!readShopCookie(AUTH_COOKIE);
}

const AUTH_CODES = new Set(['UNAUTHENTICATED', 'UNAUTHORIZED']);

/** Whether a failed call means "not logged in" (spec 6: UNAUTHENTICATED and UNAUTHORIZED). */
export function isAuthError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, status } = error as { code?: unknown; status?: unknown };
  return (typeof code === 'string' && AUTH_CODES.has(code)) || status === 401 || status === 403;
}
