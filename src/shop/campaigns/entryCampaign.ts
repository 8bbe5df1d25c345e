// Entry-campaign cookies: which campaign brought the visitor in (six cookies, 30 days, 3-digit
// values). Pure rules here; the browser applies them to the first page of a visit and to every
// page that names a campaign (entryCampaignCookies.ts).

export const ECC_COOKIES = ['ecc', 'eccCurrent', 'eccPaid', 'eccMarketing', 'eccCurrentMarketing', 'eccPaidMarketing'] as const;
export type EccCookie = (typeof ECC_COOKIES)[number];
export type EccCookies = Partial<Record<EccCookie, string>>;
/** 30 days (section 9). */
export const ECC_MAX_AGE_DAYS = 30;

export type EntrySource = 'QUERY' | 'REFERRER' | 'REFERRER_FALLBACK' | 'APP' | 'APP_FALLBACK' | 'DEFAULT' | 'NO_ENTRY_PAGE';

/** Query parameters: the campaign, the marketing campaign, and the 'no entry page' override. */
export const ECC_PARAM = 'ecc';
export const ECC_MARKETING_PARAM = 'eccMarketing';
export const ECC_NO_ENTRY_PARAM = 'eccNoEntryPage';

/**
 * Campaign codes of the shop's configuration for entries that name no campaign: search engines
 * and social networks by referrer host, other sites, the app without a code, direct entries.
 */
export const REFERRER_CAMPAIGNS: readonly { host: RegExp; value: string }[] = [
  { host: /(^|\.)(google|bing|duckduckgo|ecosia|yahoo)\.[a-z.]+$/, value: '010' },
  { host: /(^|\.)(facebook|instagram|pinterest|tiktok|youtube)\.[a-z.]+$/, value: '020' },
];
export const REFERRER_FALLBACK_CAMPAIGN = '030';
export const APP_FALLBACK_CAMPAIGN = '040';
export const DEFAULT_CAMPAIGN = '000';

/** A campaign value is exactly 3 digits. */
export const isCampaignValue = (value: string | null | undefined): value is string => typeof value === 'string' && /^\d{3}$/.test(value);

export interface Entry {
  value: string;
  source: EntrySource;
  /** The marketing campaign named with the entry, if any (3 digits). */
  marketing: string | null;
}

export interface EntryRequest {
  query: URLSearchParams;
  /** The Referer header; null when absent. */
  referrer: string | null;
  /** The shop's own host: referrers from it are no entries. */
  shopHost: string;
  /** Inside the native app's webview. */
  app: boolean;
}

function externalReferrerHost(referrer: string | null, shopHost: string): string | null {
  if (!referrer) return null;
  try {
    const host = new URL(referrer).hostname.toLowerCase();
    return host === shopHost.toLowerCase() ? null : host;
  } catch {
    return null;
  }
}

/**
 * Where the visitor came from, in this order: the 'no entry page' override, a campaign in the
 * query (APP inside the app), the app without one, a known or other external referrer, else a
 * direct entry. An invalid code in the query counts as none.
 */
export function resolveEntry({ query, referrer, shopHost, app }: EntryRequest): Entry {
  const marketing = isCampaignValue(query.get(ECC_MARKETING_PARAM)) ? query.get(ECC_MARKETING_PARAM) : null;
  const noEntry = query.get(ECC_NO_ENTRY_PARAM);
  if (isCampaignValue(noEntry)) return { value: noEntry, source: 'NO_ENTRY_PAGE', marketing };
  const named = query.get(ECC_PARAM);
  if (isCampaignValue(named)) return { value: named, source: app ? 'APP' : 'QUERY', marketing };
  if (app) return { value: APP_FALLBACK_CAMPAIGN, source: 'APP_FALLBACK', marketing };
  const host = externalReferrerHost(referrer, shopHost);
  if (host) {
    const known = REFERRER_CAMPAIGNS.find((r) => r.host.test(host));
    return known
      ? { value: known.value, source: 'REFERRER', marketing }
      : { value: REFERRER_FALLBACK_CAMPAIGN, source: 'REFERRER_FALLBACK', marketing };
  }
  return { value: DEFAULT_CAMPAIGN, source: 'DEFAULT', marketing };
}

/** Campaigns named explicitly (paid) replace the current value; derived ones only fill it in. */
const PAID: readonly EntrySource[] = ['QUERY', 'APP'];

/**
 * The cookies to write for an entry, given the visitor's cookies. The first value sticks (ecc);
 * the current value is set only when it is exactly 3 digits, if the cookie is absent or when
 * overriding; paid entries also set the paid value. The 'no entry page' override sets the
 * current value, and the current marketing value only if that cookie exists.
 */
export function entryCampaignCookies(existing: EccCookies, entry: Entry): EccCookies {
  const writes: EccCookies = {};
  if (!isCampaignValue(entry.value)) return writes;
  if (entry.source === 'NO_ENTRY_PAGE') {
    writes.eccCurrent = entry.value;
    if (existing.eccCurrentMarketing !== undefined) writes.eccCurrentMarketing = entry.value;
    return writes;
  }
  const paid = PAID.includes(entry.source);
  if (existing.ecc === undefined) writes.ecc = entry.value;
  if (existing.eccCurrent === undefined || paid) writes.eccCurrent = entry.value;
  if (paid) writes.eccPaid = entry.value;
  if (entry.marketing !== null) {
    if (existing.eccMarketing === undefined) writes.eccMarketing = entry.marketing;
    if (existing.eccCurrentMarketing === undefined || paid) writes.eccCurrentMarketing = entry.marketing;
    if (paid) writes.eccPaidMarketing = entry.marketing;
  }
  // Nothing changes what is already there.
  for (const name of Object.keys(writes) as EccCookie[]) if (existing[name] === writes[name]) delete writes[name];
  return writes;
}

/** Whether a request needs the rules at all: the visit's first request, or one naming a campaign. */
export function needsEntryCampaign(existing: EccCookies, query: URLSearchParams): boolean {
  return existing.ecc === undefined || query.has(ECC_PARAM) || query.has(ECC_NO_ENTRY_PARAM) || query.has(ECC_MARKETING_PARAM);
}
