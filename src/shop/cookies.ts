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

/** Sets a first-party cookie with the shop's defaults (60 days, SameSite=Lax, Secure on https). */
export function setShopCookie(name: string, value: string, days = DEFAULT_COOKIE_DAYS): void {
  Cookies.set(name, value, { expires: days, sameSite: 'Lax', secure: location.protocol === 'https:', path: '/' });
  forget();
}

/** Removes a cookie that `setShopCookie` set. */
export function removeShopCookie(name: string): void {
  Cookies.remove(name, { path: '/' });
  forget();
}

export function readShopCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return cookies()[name];
}
