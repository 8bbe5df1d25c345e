// Where a redirect may lead: paths of this shop, or https URLs on the shop's own host and a few
// allowed partner hosts (login provider, payment). Anything else falls back to the homepage.

export const ALLOWED_REDIRECT_HOSTS: readonly string[] = ['login.hansebrueck.de', 'konto.hansebrueck.de'];

export function safeRedirectTarget(target: string | null | undefined, shopHost: string): string {
  const value = (target ?? '').trim();
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return value;
  try {
    const url = new URL(value);
    const own = new URL(shopHost).host;
    if (url.protocol === 'https:' && (url.host === own || ALLOWED_REDIRECT_HOSTS.includes(url.host))) return url.toString();
  } catch {
    // Not a URL: fall through.
  }
  return '/';
}
