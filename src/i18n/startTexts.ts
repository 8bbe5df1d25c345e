import type { PageContextClient } from 'vike/types';
import type { Feature } from './catalogue.ts';
import { setTextsLoader } from './lazyTexts.ts';
import { loadMessages } from './load.ts';

/**
 * Sets the browser's loader of the shop's texts (src/i18n/lazyTexts.ts) and answers it. Every
 * page hook that loads parts calls it first: a page's own onBeforeRenderClient may load its
 * content items before the shared one has run, and an item loaded without the loader would
 * render before its texts are there.
 */
export function startTexts(pageContext: Pick<PageContextClient, 'shop'>) {
  const { locale } = pageContext.shop;
  const load = (features: readonly Feature[]) => Promise.all(features.map((feature) => loadMessages(feature, locale)));
  setTextsLoader(load);
  return load;
}
