import Cookies from 'js-cookie';

/** The shop's default cookie lifetime: 60 days. */
export const DEFAULT_COOKIE_DAYS = 60;

/** Sets a first-party cookie with the shop's defaults (60 days, SameSite=Lax, Secure on https). */
export function setShopCookie(name: string, value: string, days = DEFAULT_COOKIE_DAYS): void {
  Cookies.set(name, value, { expires: days, sameSite: 'Lax', secure: location.protocol === 'https:', path: '/' });
}

export function readShopCookie(name: string): string | undefined {
  return Cookies.get(name);
}
