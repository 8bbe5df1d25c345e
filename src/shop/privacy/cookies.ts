import Cookies from 'js-cookie';

/** The shop's default cookie lifetime: 60 days. */
export const DEFAULT_COOKIE_DAYS = 60;

/**
 * The document's cookies, read once per task. Each read of `document.cookie` asks the browser
 * (about 0.3 ms, up to a few on a busy phone), and a page's first render and effects read 50 to 60
 * times (consent, login marker, auth token, smart banner, experiments). The copy is dropped when
 * the current task's microtasks run, so a cookie the server sets (a response is a task of its own)
 * or another tab sets is seen on the next read; the shop's own writes drop it at once.
 */
let jar: Record<string, string> | undefined;

function cookies(): Record<string, string> {
  if (!jar) {
    jar = Cookies.get();
    queueMicrotask(forget);
  }
  return jar;
}

function forget() {
  jar = undefined;
}

/** The shop's own host (its tenant's `host`, an https origin), told by the page on its first render. */
let shopHost: string | undefined;

export function setShopCookieHost(host: string | undefined): void {
  shopHost = host;
}

/**
 * The domain the shop's cookies are set on: the shop's domain (its host without 'www.'), so every
 * part of the shop under it (www., the app's pages) shares them. A page served under another host
 * (a developer's machine, a staging host) keeps its cookies to itself, since a browser refuses a
 * cookie for a domain the page is not on.
 */
export function shopCookieDomain(pageHostname: string, host: string | undefined): string | undefined {
  if (!host) return undefined;
  let domain: string;
  try {
    domain = new URL(host).hostname.replace(/^www\./, '');
  } catch {
    return undefined;
  }
  return pageHostname === domain || pageHostname.endsWith(`.${domain}`) ? domain : undefined;
}

/**
 * Secure always, except on a page that is not a secure context (plain http off localhost): there
 * the browser would refuse a Secure cookie and the shop would forget consent and login.
 */
function cookieOptions() {
  const secure = typeof isSecureContext === 'boolean' ? isSecureContext : location.protocol === 'https:';
  const domain = shopCookieDomain(location.hostname, shopHost);
  return { sameSite: 'Lax' as const, secure, path: '/', ...(domain ? { domain } : {}) };
}

/** Sets a first-party cookie with the shop's defaults (60 days, SameSite=Lax, Secure, on the shop's domain). */
export function setShopCookie(name: string, value: string, days = DEFAULT_COOKIE_DAYS): void {
  const options = cookieOptions();
  // A host-only cookie of the same name from an older visit would be read before this one.
  if (options.domain) Cookies.remove(name, { path: '/' });
  Cookies.set(name, value, { expires: days, ...options });
  forget();
}

/** Removes a cookie that `setShopCookie` set, and a host-only one of the same name an older visit left. */
export function removeShopCookie(name: string): void {
  const { domain } = cookieOptions();
  if (domain) Cookies.remove(name, { path: '/', domain });
  Cookies.remove(name, { path: '/' });
  forget();
}

export function readShopCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return cookies()[name];
}
