// Where a redirect may lead: paths of this shop, or https URLs on the shop's own host and a few
// allowed partner hosts (login provider, payment). Anything else falls back to the homepage.
//
// The decision is made on the URL a browser would actually follow: the target is parsed against
// the shop's origin (WHATWG URL) and the resulting origin is compared, never the raw text, since
// browsers drop tabs and newlines and read `\` as `/` (`/\t/evil` and `/\evil` become `//evil`).

export const ALLOWED_REDIRECT_HOSTS: readonly string[] = ['login.hansebrueck.de', 'konto.hansebrueck.de'];

/** Control characters and backslashes: browsers drop or rewrite them, so no URL may carry one. */
export function hasCharsBrowsersRewrite(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}

/** The target parsed against the shop's origin; null when it is malformed or carries userinfo. */
function parse(target: string | null | undefined, shopOrigin: string): URL | null {
  const value = (target ?? '').trim();
  if (!value || hasCharsBrowsersRewrite(value)) return null;
  try {
    const url = new URL(value, `${new URL(shopOrigin).origin}/`);
    return url.username || url.password ? null : url;
  } catch {
    return null;
  }
}

/** A URL as a path of the shop; leading slashes collapse so it can never read as `//host`. */
function asPath(url: URL): string {
  return `${url.pathname.replace(/^\/+/, '/')}${url.search}${url.hash}`;
}

/**
 * The target as a path of this shop when it resolves to the shop's own origin (relative paths or
 * absolute URLs of the shop), else null.
 */
export function shopPath(target: string | null | undefined, shopOrigin: string): string | null {
  const url = parse(target, shopOrigin);
  return url && url.origin === new URL(shopOrigin).origin ? asPath(url) : null;
}

/** Where `target` may send the visitor: the shop, an allowed partner host over https, else `/`. */
export function safeRedirectTarget(target: string | null | undefined, shopHost: string): string {
  const url = parse(target, shopHost);
  if (!url) return '/';
  const value = (target ?? '').trim();
  const relative = !/^[a-z][a-z0-9+.-]*:/i.test(value);
  // `https:evil.example` is relative to an https page, `https:/x` too: absolute means scheme://.
  if (!relative && !/^https?:\/\/[^/]/i.test(value)) return '/';
  if (url.origin === new URL(shopHost).origin) return relative ? asPath(url) : url.href;
  // url.port is empty for the scheme's default port only: partner hosts on other ports are foreign.
  if (!relative && url.protocol === 'https:' && url.port === '' && ALLOWED_REDIRECT_HOSTS.includes(url.hostname)) return url.href;
  return '/';
}
