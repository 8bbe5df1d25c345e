import { FEATURES, type Feature } from './catalogue.ts';

// The catalogue features a page type's own scripts read before it renders (its first render,
// its hints and forms), beside the frame's (FRAME_TEXTS, every page): the browser loads them
// before the page renders, and the HTML preloads them. Texts of parts that load later (the
// quick-buy popup, the login modal and the account's views, the review modals, a content item,
// the recommendations, the frame's panels) come with those parts (`withTexts`,
// src/i18n/lazyTexts.ts). pageTexts.test.ts checks the list against the pages' imports.
const PAGE_TEXTS: Record<string, readonly Feature[]> = {
  '/pages/_error': ['errorPage'],
  '/pages/index': ['tile'],
  '/pages/listing': ['listing', 'tile'],
  '/pages/content': [],
  '/pages/unauthorized': ['account'],
  '/pages/email': ['account'],
  '/pages/customer': ['account'],
  '/pages/basket': ['frame', 'basket', 'delivery', 'order'],
  '/pages/product': ['frame', 'tile', 'delivery', 'product'],
  '/pages/search': ['frame', 'listing', 'tile', 'search'],
  '/pages/support': ['frame', 'support'],
  '/pages/tracking-opt-out': ['frame', 'support'],
  '/pages/wishlist': ['frame', 'wishlist', 'tile'],
  '/pages/catalogue-order': ['frame', 'form', 'catalogueOrder'],
  '/pages/checkout': ['frame', 'form', 'checkout', 'order'],
  '/pages/contact': ['frame', 'form', 'contact'],
  '/pages/directorderform': ['frame', 'form', 'orderform'],
  '/pages/newsletter': ['frame', 'form', 'newsletter'],
  '/pages/returns': ['frame', 'form', 'tracking'],
  '/pages/thanks': ['frame', 'form', 'thanks'],
  '/pages/track-and-trace': ['frame', 'form', 'tracking'],
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
