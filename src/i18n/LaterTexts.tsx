import { Suspense, use, type ReactNode } from 'react';
import { messagesOf, type Feature } from './catalogue.ts';
import { withTexts } from './lazyTexts.ts';

// Texts a page type loads once it is interactive (its `textsLater`: the hint texts of the product,
// search and support pages, which show in rare states). pageTexts.test.ts checks that every part
// of such a page that reads them waits for them, with LaterTexts or textsLoaded.

const loads = new Map<string, Promise<unknown>>();

/**
 * Resolves once the given features' texts of the shop are loaded (at once on the server and in the
 * tests): what a handler awaits before it reads them. The same promise for the same features.
 */
export function textsLoaded(features: readonly Feature[]): Promise<unknown> {
  const key = features.join();
  let promise = loads.get(key);
  if (!promise) {
    promise = withTexts(features, Promise.resolve());
    loads.set(key, promise);
  }
  return promise;
}

function loaded(feature: Feature, locale: string): boolean {
  try {
    messagesOf(feature, locale);
    return true;
  } catch {
    return false;
  }
}

interface Props {
  features: readonly Feature[];
  locale: string;
  /** What shows while the texts load, on a client render; nothing by default. */
  fallback?: ReactNode;
  /** The part, rendered once the texts are there (so it reads them only then). */
  children: () => ReactNode;
}

/**
 * A part that reads texts its page loads later. It renders once they are loaded, in a Suspense
 * boundary of its own: while the page hydrates, React keeps the server's HTML of it and hydrates
 * it when they come; the rest of the page does not wait.
 */
export function LaterTexts({ features, locale, fallback = null, children }: Props) {
  return (
    <Suspense fallback={fallback}>
      <Ready features={features} locale={locale}>
        {children}
      </Ready>
    </Suspense>
  );
}

function Ready({ features, locale, children }: Omit<Props, 'fallback'>) {
  if (!features.every((feature) => loaded(feature, locale))) use(textsLoaded(features));
  return children();
}
