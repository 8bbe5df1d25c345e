import { FEATURES, type Feature } from './catalogue.ts';

// The catalogue features a page type's own scripts read before it renders (its first render, its
// hints and forms), beside the frame's (FRAME_TEXTS, every page). Each page type names them in its
// `+texts.ts` (a config of the shop's own, declared in pages/+config.ts), so a browser gets the list
// of the page it shows, not a table of every page type. The browser loads them before the page
// renders, and the HTML preloads them. Texts of parts that load later (the quick-buy popup, the
// login modal and the account's views, the review modals, a content item, the recommendations, the
// frame's panels) come with those parts (`withTexts`, src/i18n/lazyTexts.ts). pageTexts.test.ts
// checks each page type's list against its imports.

/** The texts of the frame every page shows (pages/+Layout.tsx): every page type loads them. */
export const FRAME_TEXTS: readonly Feature[] = ['layout'];

/** The features a page loads before it renders, from its `texts` config; a page type without one loads all of them. */
export function pageTexts(own: readonly Feature[] | undefined): readonly Feature[] {
  return own ? [...FRAME_TEXTS, ...own] : FEATURES;
}
