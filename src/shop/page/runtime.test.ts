import { describe, expect, it } from 'vitest';
import { isBot, resolveRuntime, withBasePath } from './runtime.ts';

const BROWSER_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const APP_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile [App=true]';

describe('resolveRuntime', () => {
  it('defaults to the web shop', () => {
    expect(resolveRuntime({ pathname: '/p/1', userAgent: BROWSER_UA })).toEqual({
      runtime: 'shop',
      basePath: '',
      logicalPath: '/p/1',
    });
  });
  it('strips the /webview prefix into the logical path', () => {
    expect(resolveRuntime({ pathname: '/webview/p/1' })).toEqual({
      runtime: 'webview',
      basePath: '/webview',
      logicalPath: '/p/1',
    });
  });
  it('/webview alone and /webview/ are the homepage', () => {
    expect(resolveRuntime({ pathname: '/webview' }).logicalPath).toBe('/');
    expect(resolveRuntime({ pathname: '/webview/' }).logicalPath).toBe('/');
  });
  it('keeps a query after a bare /webview', () => {
    expect(resolveRuntime({ pathname: '/webview?q=1' })).toMatchObject({ runtime: 'webview', logicalPath: '/?q=1' });
  });
  it('does not take /webviewfoo for the prefix', () => {
    expect(resolveRuntime({ pathname: '/webviewfoo' })).toEqual({
      runtime: 'shop',
      basePath: '',
      logicalPath: '/webviewfoo',
    });
  });
  it('an app user agent is a webview without base path', () => {
    expect(resolveRuntime({ pathname: '/basket', userAgent: APP_UA })).toEqual({
      runtime: 'webview',
      basePath: '',
      logicalPath: '/basket',
    });
  });
  it('needs the exact bracketed marker', () => {
    expect(resolveRuntime({ pathname: '/', userAgent: 'Mozilla/5.0 App=true' }).runtime).toBe('shop');
    expect(resolveRuntime({ pathname: '/', userAgent: null }).runtime).toBe('shop');
  });
  it('a store deployment is store', () => {
    expect(resolveRuntime({ pathname: '/p/1', configured: 'store' })).toEqual({
      runtime: 'store',
      basePath: '',
      logicalPath: '/p/1',
    });
  });
  it('webview requests win over a store deployment', () => {
    expect(resolveRuntime({ pathname: '/webview/p/1', configured: 'store' }).runtime).toBe('webview');
    expect(resolveRuntime({ pathname: '/p/1', userAgent: APP_UA, configured: 'store' }).runtime).toBe('webview');
  });
  it('accepts shop, empty and missing settings as shop', () => {
    for (const configured of ['shop', '', null, undefined]) {
      expect(resolveRuntime({ pathname: '/', configured }).runtime).toBe('shop');
    }
  });
  it('rejects unknown settings, webview included', () => {
    expect(() => resolveRuntime({ pathname: '/', configured: 'kiosk' })).toThrow(new Error('Runtime "kiosk" is not supported'));
    expect(() => resolveRuntime({ pathname: '/', configured: 'webview' })).toThrow('Runtime "webview" is not supported');
    expect(() => resolveRuntime({ pathname: '/', configured: 'Store' })).toThrow('Runtime "Store" is not supported');
  });
});

describe('withBasePath', () => {
  it('leaves links alone outside the webview', () => {
    expect(withBasePath('', '/p/1')).toBe('/p/1');
  });
  it('prefixes internal links inside the webview', () => {
    expect(withBasePath('/webview', '/p/1?size=38')).toBe('/webview/p/1?size=38');
    expect(withBasePath('/webview', '/')).toBe('/webview');
    expect(withBasePath('/webview', '/?pop=1')).toBe('/webview?pop=1');
    expect(withBasePath('/webview', '/#top')).toBe('/webview#top');
  });
  it('does not prefix twice', () => {
    expect(withBasePath('/webview', '/webview/p/1')).toBe('/webview/p/1');
    expect(withBasePath('/webview', '/webview')).toBe('/webview');
  });
  it('prefixes paths that merely start with the word webview', () => {
    expect(withBasePath('/webview', '/webviewfoo')).toBe('/webview/webviewfoo');
  });
  it('leaves absolute, protocol-relative, relative and hash links alone', () => {
    for (const link of ['https://www.hansebrueck.de/p/1', '//cdn.example/x', 'mailto:a@b.de', 'tel:0800', '#top', 'p/1']) {
      expect(withBasePath('/webview', link)).toBe(link);
    }
  });
  it('round-trips with resolveRuntime', () => {
    const { basePath, logicalPath } = resolveRuntime({ pathname: '/webview/content/agb' });
    expect(withBasePath(basePath, logicalPath)).toBe('/webview/content/agb');
  });
});

describe('isBot', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
    'DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)',
    'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)',
    'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1)',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
    'Mozilla/5.0 (compatible; SeznamBot/4.0; +https://o-seznam.cz/napoveda/vyhledavani/en/seznambot-crawler/)',
  ])('%s is a bot', (ua) => expect(isBot(ua)).toBe(true));

  it.each([
    BROWSER_UA,
    APP_UA,
    // our own e2e and Lighthouse runs
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
    'Mozilla/5.0 (Linux; Android 13; CUBOT KINGKONG 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  ])('%s is a human', (ua) => expect(isBot(ua)).toBe(false));

  it('a missing user agent is a human', () => {
    expect(isBot(undefined)).toBe(false);
    expect(isBot(null)).toBe(false);
    expect(isBot('')).toBe(false);
  });
});
