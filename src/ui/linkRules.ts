// How a link behaves, from its href: internal links route client-side (and keep /webview),
// tel:/mailto: and new-window links tell screen readers what happens, external links pass no
// opener or referrer, and only http(s), mailto and tel are followed at all.
import { hasCharsBrowsersRewrite } from '../shop/page/redirectTarget.ts';
import { layoutTexts } from './layoutTexts.ts';

export type LinkKind = 'internal' | 'external' | 'tel' | 'mailto' | 'unsafe';

const NO_SHOP = 'https://shop.invalid';

// The shop's origin is the same for every link: parsed once (per value, for tests with several).
let lastShop: string | undefined;
let lastOrigin: string | null = null;
function originOf(shopOrigin: string): string | null {
  if (shopOrigin !== lastShop) {
    lastShop = shopOrigin;
    try {
      lastOrigin = new URL(shopOrigin).origin;
    } catch {
      lastOrigin = null;
    }
  }
  return lastOrigin;
}

/**
 * The kind is decided on the URL the browser would follow (WHATWG URL, resolved against the
 * shop's origin), so `/\t/evil.example` is an external link, not an internal one.
 */
export function linkKind(href: string, shopOrigin?: string): LinkKind {
  const value = href.trim();
  // Browsers drop tabs and newlines and read `\` as `/`: such hrefs are refused rather than guessed.
  if (hasCharsBrowsersRewrite(value)) return 'unsafe';
  const own = originOf(shopOrigin ?? NO_SHOP);
  if (own === null) return 'unsafe';
  // A path on the shop's own origin (`/p/…`, not `//host`): what nearly every link is, decided
  // without parsing (a page renders hundreds of them).
  if (value.startsWith('/') && value[1] !== '/') return 'internal';
  let url: URL;
  try {
    url = new URL(value, `${own}/`);
  } catch {
    return 'unsafe';
  }
  if (url.protocol === 'tel:') return 'tel';
  if (url.protocol === 'mailto:') return 'mailto';
  // Userinfo in a link is a classic disguise (`https://shop@evil.example`).
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) return 'unsafe';
  return url.origin === own ? 'internal' : 'external';
}

/** Screen-reader note appended to a link's name, in the shop's language. */
export function linkNote(locale: string, kind: LinkKind, newWindow: boolean): string | null {
  if (kind === 'tel') return layoutTexts(locale).layoutOpensPhone();
  if (kind === 'mailto') return layoutTexts(locale).layoutOpensMail();
  if (newWindow) return layoutTexts(locale).layoutOpensWindow();
  return null;
}

/** rel attribute: external and new-window links get neither opener nor referrer. */
export function linkRel(kind: LinkKind, newWindow: boolean): string | undefined {
  return kind === 'external' || newWindow ? 'noopener noreferrer' : undefined;
}
