/** Headers every response carries. */
export const baseSecurityHeaders: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

/**
 * The page CSP: scripts and the theme's <style> only with this response's nonce, API calls only
 * to our origin and the configured back ends, no plugins, no foreign <base>, no framing by others.
 */
export function contentSecurityPolicy(nonce: string, apiOrigins: readonly string[] = [], frameOrigins: readonly string[] = []): string {
  const connect = ["'self'", ...apiOrigins].join(' ');
  // The login frame of the identity provider (LOGIN_FRAME_URL), when one is configured.
  const frames = frameOrigins.length > 0 ? [`frame-src 'self' ${frameOrigins.join(' ')}`] : [];
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connect}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    ...frames,
  ].join('; ');
}
