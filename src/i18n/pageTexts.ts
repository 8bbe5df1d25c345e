import { FEATURES, type Feature } from './catalogue.ts';

// The catalogue features a page type's own scripts read (its first render, its hints and forms):
// the browser loads them before the page renders, and the HTML preloads them. Texts of parts that
// load later (the quick-buy popup, the login modal, a content item) come with those parts
// (`withTexts`, src/i18n/lazyTexts.ts). A page type that reads neither table loads none: the home,
// listing, content, account and e-mail confirmation pages, the frame alone. pageTexts.test.ts checks the list against the
// pages' imports.
const PAGE_TEXTS: Record<string, readonly Feature[]> = {
  '/pages/_error': ['errorPage'],
  '/pages/index': [],
  '/pages/listing': [],
  '/pages/content': [],
  '/pages/unauthorized': [],
  '/pages/email': [],
  // The account area's views (the login form among them) are parts that bring their texts.
  '/pages/customer': [],
  '/pages/basket': ['frame'],
  '/pages/product': ['frame'],
  '/pages/search': ['frame', 'search'],
  '/pages/support': ['frame'],
  '/pages/tracking-opt-out': ['frame'],
  '/pages/wishlist': ['frame'],
  '/pages/catalogue-order': ['frame', 'form'],
  '/pages/checkout': ['frame', 'form'],
  '/pages/contact': ['frame', 'form'],
  '/pages/directorderform': ['frame', 'form'],
  '/pages/newsletter': ['frame', 'form'],
  '/pages/returns': ['frame', 'form'],
  '/pages/thanks': ['frame', 'form'],
  '/pages/track-and-trace': ['frame', 'form'],
};

/** The texts of the frame every page shows (pages/+Layout.tsx): every page type loads them. */
export const FRAME_TEXTS: readonly Feature[] = ['layout'];

/** The features a page type loads before it renders; a page type not listed loads all of them. */
export function pageTexts(pageId: string | null | undefined): readonly Feature[] {
  const own = pageId && PAGE_TEXTS[pageId];
  return own ? [...FRAME_TEXTS, ...own] : FEATURES;
}

/** The page types listed, for the test. */
export const listedPages = (): string[] => Object.keys(PAGE_TEXTS);
