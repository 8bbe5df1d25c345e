// The entry-campaign cookies, written in the browser from the page's URL and referrer: on the
// visit's first page and on every page that names a campaign. Written here rather than by the
// server so that a landing page's HTML stays the same for every visitor and a shared cache can
// keep it (an ad's or a search engine's landing page is the page that matters most). Scripts may
// read them (the tag manager does); 30 days.
import { readShopCookie, setShopCookie } from '../privacy/cookies.ts';
import { ECC_COOKIES, ECC_MAX_AGE_DAYS, entryCampaignCookies, needsEntryCampaign, resolveEntry, type EccCookies } from './entryCampaign.ts';

export interface PageEntry {
  /** The page's query. */
  query: URLSearchParams;
  /** document.referrer on a page load; null on a client-side navigation (the shop itself). */
  referrer: string | null;
  shopHost: string;
  app: boolean;
}

/** Applies the entry-campaign rules to this page view; answers the cookies it wrote. */
export function writeEntryCampaignCookies(page: PageEntry): EccCookies {
  const existing: EccCookies = {};
  for (const name of ECC_COOKIES) {
    const value = readShopCookie(name);
    if (value !== undefined) existing[name] = value;
  }
  if (!needsEntryCampaign(existing, page.query)) return {};
  const writes = entryCampaignCookies(existing, resolveEntry(page));
  for (const [name, value] of Object.entries(writes)) setShopCookie(name, value, ECC_MAX_AGE_DAYS);
  return writes;
}
