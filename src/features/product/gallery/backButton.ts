import { pageTypeFromPath, type PageType } from '../../../shop/page/pageType.ts';
import { resolveRuntime } from '../../../shop/page/runtime.ts';

// When 'Zurück zur Produktübersicht' shows in the web shop: only when one step back in this
// tab's history is a product listing (category listing or search results), since the button
// does exactly that step. After a client-side navigation the previous page tells; after a full
// load a same-origin referrer does, if the tab has a previous entry (a listing opened in a new
// tab sets a referrer but has nothing to go back to).

const LISTINGS: readonly PageType[] = ['productListingPage', 'categoryMatching', 'searchResultPage'];

export function isListingPath(path: string): boolean {
  return LISTINGS.includes(pageTypeFromPath(resolveRuntime({ pathname: path.split(/[?#]/, 1)[0] || '/' }).logicalPath));
}

export function cameFromListing(input: {
  /** Path of the page before a client-side navigation; null after a full page load. */
  previousPath: string | null;
  referrer: string;
  origin: string;
  historyLength: number;
}): boolean {
  if (input.previousPath !== null) return isListingPath(input.previousPath);
  if (input.historyLength < 2 || !input.referrer) return false;
  try {
    const referrer = new URL(input.referrer);
    return referrer.origin === input.origin && isListingPath(referrer.pathname);
  } catch {
    return false;
  }
}
