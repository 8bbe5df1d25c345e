// Page types derived from the path, and their logging categories.

export const PAGE_TYPES = [
  'all',
  'basket',
  'categoryMatching',
  'checkout',
  'contact',
  'content',
  'customer',
  'directOrderForm',
  'email',
  'error',
  'homepage',
  'inspiration',
  'newsletter',
  'noResultsPage',
  'outfit',
  'productDetailPage',
  'productListingPage',
  'returns',
  'searchResultPage',
  'support',
  'thanks',
  'trackAndTrace',
  'wishlist',
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

const EXACT: Readonly<Record<string, PageType>> = {
  '/': 'homepage',
  '/search': 'searchResultPage',
  '/directorderform': 'directOrderForm',
  '/basket': 'basket',
  '/contact': 'contact',
  '/customer': 'customer',
  '/checkout': 'checkout',
  '/thanks': 'thanks',
  '/wishlist': 'wishlist',
  '/support': 'support',
  // Paths the specification leaves open, named as a German shop would name them.
  '/katalog-bestellen': 'contact',
  '/sendungsverfolgung': 'trackAndTrace',
  '/retourenstatus': 'returns',
};

// Order does not matter (no prefix is a prefix of another); '/email' has no slash on purpose.
const PREFIXES: ReadonlyArray<readonly [string, PageType]> = [
  ['/newsletter/', 'newsletter'],
  ['/content/', 'content'],
  ['/p/', 'productDetailPage'],
  ['/inspiration/', 'inspiration'],
  ['/outfit/', 'outfit'],
  ['/email', 'email'],
  // Every account page (maturities, orders, order details …) is of type customer.
  ['/customer/', 'customer'],
  // The tracking opt-out names its provider: /tracking-opt-out/{provider}.
  ['/tracking-opt-out/', 'support'],
];

/**
 * The page type of a logical path (without the /webview prefix: pass resolveRuntime's
 * logicalPath). Query string and hash are ignored; matching is case-sensitive as the routes are.
 * Exact paths also match with one trailing slash ('/basket/' is basket); prefixes are taken
 * literally, so '/newsletter' (no slash) falls through to the listing, as in the spec's table;
 * '/customer' and every path under it are customer. Anything else is productListingPage, or categoryMatching when that flag is set.
 */
export function pageTypeFromPath(path: string, options: { categoryMatching?: boolean } = {}): PageType {
  const pathname = path.split(/[?#]/, 1)[0] || '/';
  for (const [prefix, pageType] of PREFIXES) {
    if (pathname.startsWith(prefix)) return pageType;
  }
  const exact = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return EXACT[exact] ?? (options.categoryMatching ? 'categoryMatching' : 'productListingPage');
}

export const LOGGING_CATEGORIES = ['PDP', 'PLP', 'Homepage', 'SearchPage', 'ContentPage', 'InspirationPage', 'OutfitPage'] as const;
export type LoggingCategory = (typeof LOGGING_CATEGORIES)[number];

const CATEGORY: Partial<Record<PageType, LoggingCategory>> = {
  productDetailPage: 'PDP',
  productListingPage: 'PLP',
  // a category-matching listing is still a listing (list origin 'plp/categoryMatching')
  categoryMatching: 'PLP',
  homepage: 'Homepage',
  searchResultPage: 'SearchPage',
  // the search page without results
  noResultsPage: 'SearchPage',
  content: 'ContentPage',
  inspiration: 'InspirationPage',
  outfit: 'OutfitPage',
};

/** The logging category of a page type, or undefined for page types without one. */
export function loggingCategory(pageType: PageType): LoggingCategory | undefined {
  return CATEGORY[pageType];
}
