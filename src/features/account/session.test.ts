// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_COOKIE } from '../../relay/cookies.ts';
import { hasLoginMarker, LOGIN_CHANGED } from '../../shop/loginMarker.ts';
import { endSession, hasAuthToken, isAuthError, startSession } from './session.ts';

describe('session', () => {
  beforeEach(() => {
    document.cookie = `${AUTH_COOKIE}=; max-age=0; path=/`;
    localStorage.clear();
    delete (window as { ShopApp?: unknown }).ShopApp;
  });

  it('stores token and marker, tells the app, and undoes all of it on the way out', () => {
    const setValue = vi.fn();
    (window as { ShopApp?: unknown }).ShopApp = { setValue };
    const changes = vi.fn();
    window.addEventListener(LOGIN_CHANGED, changes);
    startSession('token-9', '40512873');
    expect(hasAuthToken()).toBe(true);
    expect(hasLoginMarker()).toBe(true);
    expect(setValue).toHaveBeenLastCalledWith('userInfo', JSON.stringify({ loggedIn: true, customerNumber: '40512873' }));
    endSession();
    expect(hasAuthToken()).toBe(false);
    expect(hasLoginMarker()).toBe(false);
    expect(setValue).toHaveBeenLastCalledWith('userInfo', JSON.stringify({ loggedIn: false, customerNumber: null }));
    expect(changes).toHaveBeenCalledTimes(2);
    window.removeEventListener(LOGIN_CHANGED, changes);
  });

  it('treats UNAUTHENTICATED, UNAUTHORIZED and refused tokens as not logged in', () => {
    expect(isAuthError({ code: 'UNAUTHENTICATED' })).toBe(true);
    expect(isAuthError({ code: 'UNAUTHORIZED' })).toBe(true);
    expect(isAuthError({ code: 'HTTP_401', status: 401 })).toBe(true);
    expect(isAuthError({ code: 'INTERNAL_SERVER_ERROR', status: 500 })).toBe(false);
    // A refused call is not a refused login: the customer stays logged in.
    expect(isAuthError({ code: 'FORBIDDEN', status: 403 })).toBe(false);
    expect(isAuthError(null)).toBe(false);
  });
});
