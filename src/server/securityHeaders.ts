/** Headers every response carries. */
export const baseSecurityHeaders: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

/** Distinct origins of absolute URLs; paths on our own host need none. */
export function originsOf(urls: readonly (string | undefined)[]): string[] {
  return [...new Set(urls.filter((u): u is string => !!u && /^https?:\/\//.test(u)).map((u) => new URL(u).origin))];
}

/**
 * The page CSP: scripts and the theme's <style> only with this response's nonce, API calls only
 * to our origin and the configured back ends, no plugins, no foreign <base>, no framing by others.
 */
export function contentSecurityPolicy(
  nonce: string,
  apiOrigins: readonly string[] = [],
  thirdParty: { scripts?: readonly string[]; frames?: readonly string[]; images?: readonly string[]; media?: readonly string[] } = {},
): string {
  const connect = ["'self'", ...apiOrigins, ...(thirdParty.scripts ?? [])].join(' ');
  const scripts = ["'self'", `'nonce-${nonce}'`, ...(thirdParty.scripts ?? [])].join(' ');
  // Content embeds pages of other sites (iFrame items; editors choose them, only over https) and
  // the identity provider's login frame (LOGIN_FRAME_URL; http only on localhost).
  const frames = ["'self'", 'https:', ...(thirdParty.frames ?? []).filter((origin) => !origin.startsWith('https:'))].join(' ');
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    `style-src 'self' 'nonce-${nonce}'`,
    // Pictures and videos only from our origin and the configured media CDN and CMS asset host.
    ["img-src 'self' data:", ...(thirdParty.images ?? [])].join(' '),
    ["media-src 'self'", ...(thirdParty.media ?? [])].join(' '),
    "font-src 'self'",
    `frame-src ${frames}`,
    `connect-src ${connect}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}
