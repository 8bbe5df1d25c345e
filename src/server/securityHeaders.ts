import { createHash } from 'node:crypto';

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

/** A CSP hash source of an inline script's or style's exact text. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

export interface PagePolicy {
  /** The exact texts of the inline scripts a page may run (the same for every response). */
  inlineScripts: readonly string[];
  /** The exact texts of the inline styles (the tenant's theme). */
  inlineStyles: readonly string[];
  /** Origins of the APIs the browser calls besides the shop's own. */
  apiOrigins?: readonly string[];
  /**
   * Third-party scripts (the chat widget) and frames (the login frame); origins of pictures
   * (the media CDN, the CMS's asset host) and videos.
   */
  thirdParty?: { scripts?: readonly string[]; frames?: readonly string[]; images?: readonly string[]; media?: readonly string[] };
}

/**
 * The page CSP: scripts only from our origin and the few inline scripts named by their hashes,
 * styles likewise (the theme), API calls only to our origin and the configured back ends, no
 * plugins, no foreign <base>, no framing by others. Hashes rather than a nonce: the same header
 * holds for every response of a page, so a shared cache may keep the page with its policy and the
 * policy stays as strict as on the first response (a cached nonce would be one for everybody).
 */
export function contentSecurityPolicy({ inlineScripts, inlineStyles, apiOrigins = [], thirdParty = {} }: PagePolicy): string {
  const connect = ["'self'", ...apiOrigins, ...(thirdParty.scripts ?? [])].join(' ');
  const scripts = ["'self'", ...inlineScripts.map(cspHash), ...(thirdParty.scripts ?? [])].join(' ');
  const styles = ["'self'", ...inlineStyles.map(cspHash)].join(' ');
  // Content embeds pages of other sites (iFrame items; editors choose them, only over https) and
  // the identity provider's login frame (LOGIN_FRAME_URL; http only on localhost).
  const frames = ["'self'", 'https:', ...(thirdParty.frames ?? []).filter((origin) => !origin.startsWith('https:'))].join(' ');
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    `style-src ${styles}`,
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

/** One year, with subdomains: sent only on answers that came over https. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';
