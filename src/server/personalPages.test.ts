import { describe, expect, it } from 'vitest';
import { isPersonalPageRequest } from './personalPages.ts';

describe('personal page requests', () => {
  it('are the basket, checkout, thanks, account and wishlist pages, also in the webview and as client-navigation data', () => {
    for (const url of [
      '/basket',
      '/basket/',
      '/checkout?step=2',
      '/thanks',
      '/customer',
      '/customer/bestellungen',
      '/wishlist',
      '/webview/basket',
      '/basket/index.pageContext.json',
      '/webview/customer/index.pageContext.json',
    ]) {
      expect(isPersonalPageRequest(url), url).toBe(true);
    }
  });

  it('are never catalogue, content or other pages', () => {
    for (const url of [
      '/',
      '/index.pageContext.json',
      '/p/P100010',
      '/damen-bekleidung',
      '/damen-bekleidung/index.pageContext.json',
      '/content/agb',
      '/search?q=basket',
      '/basketball',
      '/directorderform',
      '/contact',
      undefined,
      '//',
    ]) {
      expect(isPersonalPageRequest(url), String(url)).toBe(false);
    }
  });
});
