import { FEATURES, type Feature } from './catalogue.ts';

// The catalogue features a page type's own scripts read (its first render, its hints and forms):
// the browser loads them before the page renders, and the HTML preloads them. Texts of parts that
// load later (the quick-buy popup, the login modal, a content item, the recommendations) come with
// those parts (`withTexts`, src/i18n/lazyTexts.ts). The product tile's texts (`tile`) come with the
// pages that show tiles, the delivery texts (`delivery`) with those that show an availability. A
// page type that reads no table loads none: the content, account and e-mail confirmation pages,
// the frame alone. pageTexts.test.ts checks the list against the pages' imports.
const PAGE_TEXTS: Record<string, readonly Feature[]> = {
  '/pages/_error': [],
  '/pages/index': ['tile'],
  '/pages/listing': ['tile'],
  '/pages/content': [],
  '/pages/unauthorized': [],
  '/pages/email': [],
  // The account area's views (the login form among them) are parts that bring their texts.
  '/pages/customer': [],
  '/pages/basket': ['frame', 'delivery'],
  '/pages/product': ['frame', 'tile', 'delivery', 'product'],
  '/pages/search': ['frame', 'tile'],
  '/pages/support': ['frame'],
  '/pages/tracking-opt-out': ['frame'],
  '/pages/wishlist': ['frame', 'tile'],
  '/pages/catalogue-order': ['frame', 'form'],
  '/pages/checkout': ['frame', 'form'],
  '/pages/contact': ['frame', 'form'],
  '/pages/directorderform': ['frame', 'form'],
  '/pages/newsletter': ['frame', 'form'],
  '/pages/returns': ['frame', 'form'],
  '/pages/thanks': ['frame', 'form'],
  '/pages/track-and-trace': ['frame', 'form'],
};

/** The features a page type loads before it renders; a page type not listed loads all of them. */
export const pageTexts = (pageId: string | null | undefined): readonly Feature[] => (pageId && PAGE_TEXTS[pageId]) || FEATURES;

/** The page types listed, for the test. */
export const listedPages = (): string[] => Object.keys(PAGE_TEXTS);
