import { describe, expect, it } from 'vitest';
import type { PageContextServer } from 'vike/types';
import { ownPaths } from '../src/shop/page/localizedPaths.ts';
import { onBeforeRoute } from './+onBeforeRoute.ts';

/** A server page context for `path` whose cookie header counts its reads. */
function contextFor(path: string, cookie: string | undefined, locale = 'de-DE') {
  const reads = { count: 0 };
  const headers = {
    get cookie() {
      reads.count++;
      return cookie;
    },
  };
  const pageContext = {
    urlOriginal: path,
    urlParsed: { pathname: path.split('?')[0] },
    headers,
    shop: { locale, paths: ownPaths(locale) },
  } as unknown as PageContextServer;
  return { pageContext, reads };
}

describe('onBeforeRoute', () => {
  it('turns a listing into category matching when the visitor has the flag on', () => {
    expect(onBeforeRoute(contextFor('/damen-mode/kleider', 'ab=category_matching:on').pageContext)).toEqual({
      pageContext: { pageType: 'categoryMatching' },
    });
    expect(onBeforeRoute(contextFor('/damen-mode/kleider', 'ab=category_matching:off').pageContext)).toEqual({
      pageContext: { pageType: 'productListingPage' },
    });
    expect(onBeforeRoute(contextFor('/damen-mode/kleider', undefined).pageContext)).toEqual({
      pageContext: { pageType: 'productListingPage' },
    });
  });

  it('leaves the cookie unread for pages the flag does not change', () => {
    for (const path of ['/p/P100010', '/search?q=kleid', '/', '/basket', '/content/impressum']) {
      const { pageContext, reads } = contextFor(path, 'ab=category_matching:on');
      const { pageContext: routed } = onBeforeRoute(pageContext) as { pageContext: { pageType: string } };
      expect(routed.pageType).not.toMatch(/categoryMatching|productListingPage/);
      expect(reads.count).toBe(0);
    }
  });

  it('keeps the logical URL of a /webview path', () => {
    expect(onBeforeRoute(contextFor('/webview/p/P100010?size=38', undefined).pageContext)).toEqual({
      pageContext: { pageType: 'productDetailPage', urlLogical: '/p/P100010?size=38' },
    });
  });

  it("routes a shop's own path by its logical one, and sends a German path of a shop in another language to its own", () => {
    expect(onBeforeRoute(contextFor('/commander-un-catalogue?source=footer', undefined, 'fr-CH').pageContext)).toEqual({
      pageContext: { pageType: 'contact', urlLogical: '/katalog-bestellen?source=footer' },
    });
    expect(onBeforeRoute(contextFor('/webview/sledovani-zasilky', undefined, 'cs-CZ').pageContext)).toEqual({
      pageContext: { pageType: 'trackAndTrace', urlLogical: '/sendungsverfolgung' },
    });
    expect(onBeforeRoute(contextFor('/katalog-bestellen', undefined, 'de-CH').pageContext)).toEqual({
      pageContext: { pageType: 'contact' },
    });
    const moved = (path: string, locale: string) => {
      try {
        onBeforeRoute(contextFor(path, undefined, locale).pageContext);
      } catch (abort) {
        return abort as { _pageContextAbort?: { _urlRedirect?: { url: string; statusCode: number } } };
      }
      throw new Error(`${path} was not redirected`);
    };
    expect(moved('/katalog-bestellen?source=footer', 'nl-NL')._pageContextAbort?._urlRedirect).toEqual({
      url: '/catalogus-aanvragen?source=footer',
      statusCode: 301,
    });
    expect(moved('/webview/newsletter/anmelden', 'sv-SE')._pageContextAbort?._urlRedirect).toEqual({
      url: '/webview/nyhetsbrev/prenumerera',
      statusCode: 301,
    });
  });
});
