import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readShopCookie, removeShopCookie, setShopCookie, setShopCookieHost, shopCookieDomain } from './cookies.ts';

vi.mock('js-cookie', () => ({ default: { set: vi.fn(), get: vi.fn(), remove: vi.fn() } }));

describe('cookies scripts set', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(Cookies.remove).mockClear();
    setShopCookieHost(undefined);
  });

  it("are SameSite=Lax, site-wide, 60 days, Secure and on the shop's domain", () => {
    vi.stubGlobal('location', { protocol: 'https:', hostname: 'www.witt-weiden.de' });
    vi.stubGlobal('isSecureContext', true);
    setShopCookieHost('https://www.witt-weiden.de');
    setShopCookie('consent', 'C0001:1');
    expect(Cookies.set).toHaveBeenLastCalledWith('consent', 'C0001:1', {
      expires: 60,
      sameSite: 'Lax',
      secure: true,
      path: '/',
      domain: 'witt-weiden.de',
    });
    // A host-only cookie of the same name from an older visit goes, or it would be read first.
    expect(Cookies.remove).toHaveBeenCalledWith('consent', { path: '/' });
  });

  it('are Secure on localhost over http, a secure context', () => {
    vi.stubGlobal('location', { protocol: 'http:', hostname: 'localhost' });
    vi.stubGlobal('isSecureContext', true);
    setShopCookieHost('https://www.witt-weiden.de');
    setShopCookie('recoSessionId', 'abc', 7);
    expect(Cookies.set).toHaveBeenLastCalledWith('recoSessionId', 'abc', { expires: 7, sameSite: 'Lax', secure: true, path: '/' });
  });

  it('are not Secure on a page that is no secure context, where the browser would refuse them', () => {
    vi.stubGlobal('location', { protocol: 'http:', hostname: 'shop.internal' });
    vi.stubGlobal('isSecureContext', false);
    setShopCookie('recoSessionId', 'abc', 7);
    expect(Cookies.set).toHaveBeenLastCalledWith('recoSessionId', 'abc', { expires: 7, sameSite: 'Lax', secure: false, path: '/' });
  });

  it("are removed site-wide, on the shop's domain and host-only", () => {
    vi.stubGlobal('location', { protocol: 'https:', hostname: 'www.witt-weiden.de' });
    vi.stubGlobal('isSecureContext', true);
    setShopCookieHost('https://www.witt-weiden.de');
    removeShopCookie('auth');
    expect(Cookies.remove).toHaveBeenCalledWith('auth', { path: '/', domain: 'witt-weiden.de' });
    expect(Cookies.remove).toHaveBeenLastCalledWith('auth', { path: '/' });
  });
});

describe("the shop's cookie domain", () => {
  it('is the shop host without www. for pages on it or under it', () => {
    expect(shopCookieDomain('www.witt-weiden.de', 'https://www.witt-weiden.de')).toBe('witt-weiden.de');
    expect(shopCookieDomain('witt-weiden.de', 'https://www.witt-weiden.de')).toBe('witt-weiden.de');
    expect(shopCookieDomain('app.witt-weiden.de', 'https://www.witt-weiden.de')).toBe('witt-weiden.de');
    expect(shopCookieDomain('www.witt.ch', 'https://www.witt.ch')).toBe('witt.ch');
  });
  it('is none (host-only) for a page on another host, or without a shop host', () => {
    expect(shopCookieDomain('localhost', 'https://www.witt-weiden.de')).toBeUndefined();
    expect(shopCookieDomain('notwitt-weiden.de', 'https://www.witt-weiden.de')).toBeUndefined();
    expect(shopCookieDomain('www.witt-weiden.de', undefined)).toBeUndefined();
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
