import type { Feature } from './catalogue.ts';

// A part whose code loads later (a popup, a modal, a content item) brings the texts it reads: in
// the browser its code resolves only once they are loaded too, so it never renders without them.
// The server and the tests have every language loaded before the first render; there the code
// resolves as it is. No import.meta.glob here: linaria evaluates the styled modules that import
// this at build time (the loader is registered by pages/+onBeforeRenderClient.ts).

type TextsLoader = (features: readonly Feature[]) => Promise<unknown>;

let loadTexts: TextsLoader | undefined;

/** The browser's loader of its shop's texts, set before the first render. */
export function setTextsLoader(loader: TextsLoader | undefined): void {
  loadTexts = loader;
}

/** A part's code, resolved once the given features' texts of the shop are loaded as well. */
export async function withTexts<T>(features: readonly Feature[], code: Promise<T>): Promise<T> {
  if (!loadTexts) return code;
  const [loaded] = await Promise.all([code, loadTexts(features)]);
  return loaded;
}
