import { ECC_COOKIES, ECC_MAX_AGE_DAYS, entryCampaignCookies, needsEntryCampaign, resolveEntry, type EccCookies } from '../shop/entryCampaign.ts';

interface PageRequest {
  /** The request URL (path and query). */
  url: string;
  cookieHeader: string | undefined;
  referer: string | undefined;
  /** The Host header: referrers from the shop itself are no entries. */
  host: string;
  app: boolean;
  secure: boolean;
}

function readEccCookies(header: string | undefined): EccCookies {
  const found: EccCookies = {};
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if ((ECC_COOKIES as readonly string[]).includes(name)) found[name as keyof EccCookies] = decodeURIComponent(part.slice(eq + 1).trim());
  }
  return found;
}

/**
 * Set-Cookie headers for the entry-campaign cookies of a page request: on the visit's first
 * request and whenever the URL names a campaign. Scripts may read them (the tag manager does),
 * so they are not HttpOnly; 30 days, SameSite=Lax, Secure off localhost.
 */
export function entryCampaignSetCookies(request: PageRequest): string[] {
  const existing = readEccCookies(request.cookieHeader);
  // Only the query matters; the path may be anything a client sends (e.g. '//').
  const query = new URLSearchParams(request.url.split('#', 1)[0]!.split('?').slice(1).join('?'));
  if (!needsEntryCampaign(existing, query)) return [];
  const entry = resolveEntry({ query, referrer: request.referer ?? null, shopHost: request.host.replace(/:\d+$/, ''), app: request.app });
  const maxAge = ECC_MAX_AGE_DAYS * 24 * 60 * 60;
  return Object.entries(entryCampaignCookies(existing, entry)).map(
    ([name, value]) => `${name}=${value}; Max-Age=${maxAge}; Path=/; SameSite=Lax${request.secure ? '; Secure' : ''}`,
  );
}
