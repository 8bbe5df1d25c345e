import { describe, expect, it } from 'vitest';
import { appPlatform } from '../../shop/page/runtime.ts';
import { appLink, DISMISSED_SCRIPT, showSmartBanner } from './smartBannerRules.ts';

const base = {
  link: 'https://apps.example/app',
  runtime: 'shop',
  dismissed: false,
  deviceType: 'smartphone',
  pageType: 'homepage',
  path: '/',
} as const;

describe('smart banner', () => {
  it('shows on a phone in the web shop, and while the device type is still unknown (server render)', () => {
    expect(showSmartBanner(base)).toBe(true);
    expect(showSmartBanner({ ...base, deviceType: 'tablet' })).toBe(true);
    expect(showSmartBanner({ ...base, deviceType: null })).toBe(true);
  });
  it('shows in the basket', () => {
    expect(showSmartBanner({ ...base, pageType: 'basket', path: '/basket' })).toBe(true);
  });
  it("links to the shop's own app in the store of the visitor's platform, none without an app", () => {
    const shop = { app: { ios: 'https://apps.apple.com/de/app/x/id1', android: 'https://play.google.com/store/apps/details?id=x' } };
    expect(appLink(shop, 'ios')).toBe('https://apps.apple.com/de/app/x/id1');
    expect(appLink(shop, 'android')).toBe('https://play.google.com/store/apps/details?id=x');
    expect(appLink(shop, 'other')).toBeUndefined();
    expect(appLink({}, 'ios')).toBeUndefined();
  });
  it.each([
    ['without banner data', { link: undefined }],
    ['in the webview', { runtime: 'webview' }],
    ['after dismissal', { dismissed: true }],
    ['on other devices', { deviceType: 'other' }],
    ['on checkout', { pageType: 'checkout', path: '/checkout' }],
    ['on contact', { pageType: 'contact', path: '/contact' }],
    ['in the customer account', { pageType: 'customer', path: '/customer/orders/1/2' }],
    ['on the direct order form', { pageType: 'directOrderForm', path: '/directorderform' }],
    ['on inspiration pages', { pageType: 'inspiration', path: '/inspiration/herbst' }],
    ['on the wishlist', { pageType: 'wishlist', path: '/wishlist' }],
    ['on support', { pageType: 'support', path: '/support' }],
  ] as const)('hides %s', (_, change) => {
    expect(showSmartBanner({ ...base, ...change })).toBe(false);
  });
  it('recognises platforms', () => {
    expect(appPlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('ios');
    expect(appPlatform('Mozilla/5.0 (Linux; Android 14; Pixel 7)')).toBe('android');
    expect(appPlatform('Mozilla/5.0 (X11; Linux x86_64)')).toBe('other');
    expect(appPlatform(undefined)).toBe('other');
  });
  it.each([
    ['smartbanner_consent=dismissed', 'dismissed'],
    ['a=1; smartbanner_consent=dismissed; b=2', 'dismissed'],
    ['smartbanner_consent=other', null],
    ['xsmartbanner_consent=dismissed', null],
    ['', null],
  ])('marks the page before it paints for the cookies %j', (cookie, expected) => {
    const root = {
      attributes: new Map<string, string>(),
      setAttribute(name: string, value: string) {
        this.attributes.set(name, value);
      },
    };
    new Function('document', DISMISSED_SCRIPT)({ cookie, documentElement: root });
    expect(root.attributes.get('data-smartbanner') ?? null).toBe(expected);
  });
});
