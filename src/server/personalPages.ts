// Which page requests are personal: the pages that show the visitor's own data (basket, checkout,
// thanks, the account pages, the wishlist). Only these are rendered with the visitor's data
// (the customer's token goes to their +data), answer `private, no-store` and never share a
// render; every other page stays the same for every visitor.
import { pageTypeFromPath, type PageType } from '../shop/page/pageType.ts';
import { resolveRuntime } from '../shop/page/runtime.ts';
import { requestPath } from './requestLog.ts';

export const PERSONAL_PAGE_TYPES: ReadonlySet<PageType> = new Set(['basket', 'checkout', 'thanks', 'customer', 'wishlist']);

/** Vike's client navigation asks for a page's data at `<path>/index.pageContext.json`. */
const PAGE_CONTEXT_SUFFIX = /\/index\.pageContext\.json$/;

/** Whether a request (its target, as the server got it) is for a personal page or its data. */
export function isPersonalPageRequest(url: string | undefined): boolean {
  const pathname = requestPath(url).replace(PAGE_CONTEXT_SUFFIX, '') || '/';
  return PERSONAL_PAGE_TYPES.has(pageTypeFromPath(resolveRuntime({ pathname }).logicalPath));
}
