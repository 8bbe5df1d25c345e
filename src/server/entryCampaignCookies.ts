import { readCookies } from './cookies.ts';
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
  const cookies = readCookies(header);
  const found: EccCookies = {};
  for (const name of ECC_COOKIES) if (cookies[name] !== undefined) found[name] = cookies[name];
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
