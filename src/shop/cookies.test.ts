import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setShopCookie } from './cookies.ts';

vi.mock('js-cookie', () => ({ default: { set: vi.fn(), get: vi.fn() } }));

describe('cookies scripts set', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are SameSite=Lax, site-wide, 60 days, and Secure on https', () => {
    vi.stubGlobal('location', { protocol: 'https:' });
    setShopCookie('consent', 'C0001:1');
    expect(Cookies.set).toHaveBeenLastCalledWith('consent', 'C0001:1', { expires: 60, sameSite: 'Lax', secure: true, path: '/' });
  });

  it('are not Secure over plain http (only localhost), where the browser would drop them', () => {
    vi.stubGlobal('location', { protocol: 'http:' });
    setShopCookie('recoSessionId', 'abc', 7);
    expect(Cookies.set).toHaveBeenLastCalledWith('recoSessionId', 'abc', { expires: 7, sameSite: 'Lax', secure: false, path: '/' });
  });
});
