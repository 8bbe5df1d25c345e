import { use, useId, useSyncExternalStore, type ReactNode } from 'react';
import { displayContents } from '../styles.ts';

/** How far beyond the screen, in screen heights, a part counts as near enough to hydrate. */
export const NEAR_SCREENS = 0.5;

// What hydration waits for, by the wrapper's id (useId: the server's and the hydration's ids are
// the same). While a part is far, every try reads the same promise (React's rule for use()).
const waiting = new Map<string, Promise<void>>();

const noSubscription = () => () => {};
const inBrowser = () => false;
const onServerOrHydrating = () => true;

function isNear(element: Element): boolean {
  const { top, bottom } = element.getBoundingClientRect();
  const margin = innerHeight * NEAR_SCREENS;
  return top < innerHeight + margin && bottom > -margin;
}

/**
 * Nothing when the part is near the screen (or not the server's markup), else a promise that an
 * IntersectionObserver keeps until one of the part's elements comes near.
 */
function untilNear(id: string): Promise<void> | undefined {
  const elements = [...(document.getElementById(id)?.children ?? [])];
  const near = !elements.length || elements.some(isNear);
  const known = waiting.get(id);
  // Near now, though the observer may not have said so yet (a click on it hydrates it at once):
  // marked as fulfilled the way React marks promises, use() reads it without waiting.
  if (known && near) Object.assign(known, { status: 'fulfilled', value: undefined });
  if (known || near) return known;
  const promise = new Promise<void>((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: `${NEAR_SCREENS * 100}% 0px` },
    );
    for (const element of elements) observer.observe(element);
  });
  waiting.set(id, promise);
  return promise;
}

/**
 * Server-rendered children that hydrate only when they come near the screen: the tiles of a long
 * listing cost a phone no hydration at load beyond the first rows, and each group hydrates as the
 * shopper scrolls to it. Meanwhile React keeps the server's markup as it is (links work, Vike's
 * router takes their clicks); a click on it hydrates it at once, and the click reaches its handler.
 *
 * Only hydration waits: a client render (a client navigation, or React rendering a waiting part
 * anew because it received new props) renders at once. The wrapper has `display: contents`, so
 * the children lay out as the parent's (grid items stay grid items). Put it inside a Suspense
 * boundary of its own: what waits is the boundary.
 */
export function HydrateWhenVisible({ children }: { children: ReactNode }) {
  const id = useId();
  // True on the server and while hydrating, false in a client render (useSyncExternalStore reads
  // the server's value during hydration).
  const hydrating = useSyncExternalStore(noSubscription, inBrowser, onServerOrHydrating);
  if (hydrating && !import.meta.env.SSR) {
    const wait = untilNear(id);
    if (wait) use(wait);
  }
  return (
    <div id={id} className={displayContents}>
      {children}
    </div>
  );
}
