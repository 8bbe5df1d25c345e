import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readShopCookie, removeShopCookie, setShopCookie } from './cookies.ts';

vi.mock('js-cookie', () => ({ default: { set: vi.fn(), get: vi.fn(), remove: vi.fn() } }));

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

  it('are removed site-wide', () => {
    removeShopCookie('auth');
    expect(Cookies.remove).toHaveBeenLastCalledWith('auth', { path: '/' });
  });
});

describe('reading cookies', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(Cookies.get).mockReset();
  });

  function browserWith(cookies: Record<string, string>) {
    vi.stubGlobal('document', {});
    vi.stubGlobal('location', { protocol: 'http:' });
    vi.mocked(Cookies.get).mockImplementation((() => ({ ...cookies })) as typeof Cookies.get);
  }

  it('reads the document once for all reads of one task', () => {
    browserWith({ consent: 'C0001:1', ab: 'x' });
    expect(readShopCookie('consent')).toBe('C0001:1');
    expect(readShopCookie('ab')).toBe('x');
    expect(readShopCookie('missing')).toBeUndefined();
    expect(Cookies.get).toHaveBeenCalledTimes(1);
  });

  it('reads the document again after the task, so cookies set by the server or another tab are seen', async () => {
    const cookies: Record<string, string> = { consent: 'C0001:1' };
    browserWith(cookies);
    vi.mocked(Cookies.get).mockImplementation((() => ({ ...cookies })) as typeof Cookies.get);
    expect(readShopCookie('auth')).toBeUndefined();
    cookies.auth = 'token';
    await Promise.resolve();
    expect(readShopCookie('auth')).toBe('token');
    expect(Cookies.get).toHaveBeenCalledTimes(2);
  });

  it("sees the shop's own writes at once, within the same task", () => {
    const cookies: Record<string, string> = {};
    browserWith(cookies);
    vi.mocked(Cookies.get).mockImplementation((() => ({ ...cookies })) as typeof Cookies.get);
    vi.mocked(Cookies.set).mockImplementation(((name: string, value: string) => {
      cookies[name] = value;
      return value;
    }) as typeof Cookies.set);
    vi.mocked(Cookies.remove).mockImplementation((name: string) => {
      delete cookies[name];
    });
    expect(readShopCookie('consent')).toBeUndefined();
    setShopCookie('consent', 'C0001:1');
    expect(readShopCookie('consent')).toBe('C0001:1');
    removeShopCookie('consent');
    expect(readShopCookie('consent')).toBeUndefined();
  });

  it('reads nothing on the server', () => {
    expect(readShopCookie('consent')).toBeUndefined();
    expect(Cookies.get).not.toHaveBeenCalled();
  });
});
