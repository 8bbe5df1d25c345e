import type { Environment } from 'relay-runtime';
import { AUTH_COOKIE, SESSION_COOKIE } from '../../relay/cookies.ts';
import { CLIENT_HEADER, CLIENT_HEADER_VALUE, SESSION_PATH } from '../../relay/personalisedRoute.ts';
import { sendToApp } from '../../shop/page/appBridge.ts';
import { removeShopCookie } from '../../shop/privacy/cookies.ts';
import { setLoginMarker } from '../../shop/context/loginMarker.ts';
import { noteSessionEnd, type SessionEnd } from './sessionState.ts';

export { hasSession, isAuthError } from './sessionState.ts';

// The browser side of a login: the logged-in marker (header, other features: LOGIN_CHANGED on
// window) and the app's userInfo in the webview. The token itself never reaches the page's
// scripts: the server keeps it in an HttpOnly cookie, set when the login's answer passes through
// the shop's personalised route and removed at logout or when the API refuses it
// (src/server/personalisedRoute.ts). Every way in and out of a session goes through these functions.

/**
 * An auth cookie an older version of the shop set from a script is readable and would outlive a
 * logout: it goes (a script cannot touch the server's HttpOnly one).
 */
function dropReadableToken(): void {
  removeShopCookie(AUTH_COOKIE);
}

export function startSession(customerNumber: string | null): void {
  noteSessionEnd(null);
  dropReadableToken();
  setLoginMarker(true);
  sendToApp('userInfo', { loggedIn: true, customerNumber });
}

/**
 * The identity provider's login frame reported a token: the server keeps it (HttpOnly cookie).
 * Resolves false when the server did not take it.
 */
export async function handOverToken(token: string): Promise<boolean> {
  try {
    const answer = await fetch(SESSION_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', [CLIENT_HEADER]: CLIENT_HEADER_VALUE },
      body: JSON.stringify({ token }),
    });
    return answer.ok;
  } catch {
    return false;
  }
}

/**
 * Logout, or a token the API refused: the server has removed the cookies on that answer; the
 * companion goes here too, the marker goes, the app hears of it, and the login state in the store
 * turns to guest so the header's badge goes at once.
 */
export function endSession(environment?: Environment, reason: SessionEnd = 'logout'): void {
  noteSessionEnd(reason);
  dropReadableToken();
  removeShopCookie(SESSION_COOKIE);
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
