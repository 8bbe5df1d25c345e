// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIE } from '../../relay/cookies.ts';
import { hasLoginMarker, LOGIN_CHANGED } from '../../shop/context/loginMarker.ts';
import { endSession, handOverToken, hasSession, isAuthError, startSession } from './session.ts';

describe('session', () => {
  beforeEach(() => {
    document.cookie = `${SESSION_COOKIE}=; max-age=0; path=/`;
    document.cookie = 'shop_auth=; max-age=0; path=/';
    localStorage.clear();
    delete (window as { ShopApp?: unknown }).ShopApp;
  });

  it('sets the marker and tells the app; on the way out the companion cookie goes too', () => {
    const setValue = vi.fn();
    (window as { ShopApp?: unknown }).ShopApp = { setValue };
    const changes = vi.fn();
    window.addEventListener(LOGIN_CHANGED, changes);
    // The server sets the companion with the login's answer.
    document.cookie = `${SESSION_COOKIE}=1; path=/`;
    startSession('40512873');
    expect(hasSession()).toBe(true);
    expect(hasLoginMarker()).toBe(true);
    expect(setValue).toHaveBeenLastCalledWith('userInfo', JSON.stringify({ loggedIn: true, customerNumber: '40512873' }));
    endSession();
    expect(hasSession()).toBe(false);
    expect(hasLoginMarker()).toBe(false);
    expect(setValue).toHaveBeenLastCalledWith('userInfo', JSON.stringify({ loggedIn: false, customerNumber: null }));
    expect(changes).toHaveBeenCalledTimes(2);
    window.removeEventListener(LOGIN_CHANGED, changes);
  });

  it('drops a readable auth cookie an older version set, at login and logout', () => {
    document.cookie = 'shop_auth=old-token; path=/';
    startSession('40512873');
    expect(document.cookie).not.toContain('shop_auth');
    document.cookie = 'shop_auth=old-token; path=/';
    endSession();
    expect(document.cookie).not.toContain('shop_auth');
  });

  it("hands the login frame's token to the server with the shop's client header, keeping none of it", async () => {
    const fetchFn = vi.fn(async (_url: string, _init: RequestInit) => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchFn);
    try {
      expect(await handOverToken('frame-token')).toBe(true);
      const [url, init] = fetchFn.mock.calls[0]!;
      expect(url).toBe('/api/session');
      expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: JSON.stringify({ token: 'frame-token' }) });
      expect(init.headers).toMatchObject({ 'X-Shop-Client': '1' });
      expect(document.cookie).not.toContain('frame-token');
      fetchFn.mockResolvedValueOnce(new Response('nein', { status: 403 }));
      expect(await handOverToken('frame-token')).toBe(false);
      fetchFn.mockRejectedValueOnce(new TypeError('offline'));
      expect(await handOverToken('frame-token')).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
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
