import type { Environment } from 'relay-runtime';
import { AUTH_COOKIE } from '../../relay/cookies.ts';
import { sendToApp } from '../../shop/appBridge.ts';
import { removeShopCookie, setShopCookie } from '../../shop/cookies.ts';
import { setLoginMarker } from '../../shop/loginMarker.ts';
import { noteSessionEnd, type SessionEnd } from './sessionState.ts';

export { hasAuthToken, isAuthError } from './sessionState.ts';

// The browser side of a login: the token in the auth cookie (sent as bearer token with personal
// calls), the logged-in marker (header, other features: LOGIN_CHANGED on window) and the app's
// userInfo in the webview. Every way in and out of a session goes through these two functions.

export function startSession(token: string, customerNumber: string | null): void {
  noteSessionEnd(null);
  setShopCookie(AUTH_COOKIE, token);
  setLoginMarker(true);
  sendToApp('userInfo', { loggedIn: true, customerNumber });
}

/**
 * Logout, or a token the API refused: cookie and marker go, the app hears of it, and the login
 * state in the store turns to guest so the header's badge goes at once.
 */
export function endSession(environment?: Environment, reason: SessionEnd = 'logout'): void {
  noteSessionEnd(reason);
  removeShopCookie(AUTH_COOKIE);
  setLoginMarker(false);
  sendToApp('userInfo', { loggedIn: false, customerNumber: null });
  if (environment) {
    environment.commitUpdate((store) => {
      const client = store.getRoot().getLinkedRecord('client');
      client?.setValue(false, 'isLoggedIn');
      client?.setValue(null, 'customerNumber');
    });
  }
}
