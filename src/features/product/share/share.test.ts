import { describe, expect, it, vi } from 'vitest';
import { messengerUrl, shareChannel, sharePage, shareTitle, shareUrl } from './share.ts';

const UTM = 'utm_source=sharedLink&utm_medium=share&utm_campaign=productLinkSharing';

describe('share', () => {
  it('adds the share parameters to the page URL, keeping others and dropping the hash', () => {
    expect(shareUrl('https://www.shop.example/p/P1')).toBe(`https://www.shop.example/p/P1?${UTM}`);
    expect(shareUrl('https://www.shop.example/webview/p/P1?size=42#bewertungen')).toBe(
      `https://www.shop.example/webview/p/P1?size=42&${UTM}`,
    );
    expect(shareUrl(`https://www.shop.example/p/P1?utm_source=other&${UTM}`)).toBe(`https://www.shop.example/p/P1?${UTM}`);
  });

  it('titles the share with the host name without www.', () => {
    expect(shareTitle('www.shop.example')).toBe('shop.example');
    expect(shareTitle('shop.example')).toBe('shop.example');
  });

  it('prefers the app bridge, then the share sheet, then the messenger', () => {
    expect(shareChannel({ hasAppBridge: true, canShare: true })).toBe('app');
    expect(shareChannel({ hasAppBridge: false, canShare: true })).toBe('browser');
    expect(shareChannel({ hasAppBridge: false, canShare: false })).toBe('messenger');
  });

  it('builds the messenger link with the text "title url"', () => {
    expect(messengerUrl('shop.example', 'https://shop.example/p/P1?a=1&b=2')).toBe(
      'https://wa.me/?text=shop.example%20https%3A%2F%2Fshop.example%2Fp%2FP1%3Fa%3D1%26b%3D2',
    );
  });

  const env = (overrides: Partial<Parameters<typeof sharePage>[0]>) => ({
    href: 'https://www.shop.example/webview/p/P1',
    hostname: 'www.shop.example',
    sendToApp: vi.fn(() => true),
    hasAppBridge: false,
    open: vi.fn(),
    ...overrides,
  });
  const link = `https://www.shop.example/webview/p/P1?${UTM}`;

  it('hands link and title to the app', async () => {
    const e = env({ hasAppBridge: true, share: vi.fn() });
    expect(await sharePage(e)).toBe('app');
    expect(e.sendToApp).toHaveBeenCalledWith('sharing', { link, title: 'shop.example' });
    expect(e.share).not.toHaveBeenCalled();
  });

  it('opens the share sheet and ignores a cancelled share', async () => {
    const share = vi.fn(() => Promise.reject(new DOMException('cancelled', 'AbortError')));
    const e = env({ share });
    expect(await sharePage(e)).toBe('browser');
    expect(share).toHaveBeenCalledWith({ title: 'shop.example', url: link });
    expect(e.open).not.toHaveBeenCalled();
  });

  it('falls back to the messenger in a new tab', async () => {
    const e = env({});
    expect(await sharePage(e)).toBe('messenger');
    expect(e.open).toHaveBeenCalledWith(messengerUrl('shop.example', link));
  });
});
