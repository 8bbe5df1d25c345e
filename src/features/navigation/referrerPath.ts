import type { PageType } from '../../shop/page/pageType.ts';

// The product page has no category of its own: the navigation shows the listing the shopper came
// from. Kept per tab (sessionStorage), so two tabs on different listings do not disturb each other.

export const REFERRER_KEY = 'navigation.referrerPath';
export const FALLBACK_PATH = '/';

const LISTINGS: readonly PageType[] = ['productListingPage', 'categoryMatching'];

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Called on every page: a listing remembers its path, any other page except the product page
 * forgets it (so home → product page does not highlight a listing visited long before).
 */
export function rememberReferrer(storage: SessionStore, pageType: PageType, logicalPath: string): void {
  try {
    if (LISTINGS.includes(pageType)) storage.setItem(REFERRER_KEY, logicalPath);
    else if (pageType !== 'productDetailPage') storage.removeItem(REFERRER_KEY);
  } catch {
    // Storage can be disabled (private mode, quota): the navigation falls back to '/'.
  }
}

/** The stored listing path, '/' when there is none or storage is unavailable. */
export function storedReferrer(storage: SessionStore): string {
  try {
    const path = storage.getItem(REFERRER_KEY);
    return path?.startsWith('/') ? path : FALLBACK_PATH;
  } catch {
    return FALLBACK_PATH;
  }
}
