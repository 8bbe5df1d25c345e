/** Holds the customer's bearer token for the personalised API. */
export const AUTH_COOKIE = 'shop_auth';

/** One cookie's value from a `document.cookie` / `Cookie` header string; undefined when absent. */
export function readCookie(cookieString: string, name: string): string | undefined {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    // RFC 6265 allows a quoted value.
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value; // not percent-encoded by us: keep it as sent
    }
  }
  return undefined;
}
