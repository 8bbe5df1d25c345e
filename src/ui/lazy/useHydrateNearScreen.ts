import { use, useId, useSyncExternalStore } from 'react';

/** How far beyond the screen, in screen heights, an element counts as near: HydrateWhenVisible's distance. */
export const NEAR_SCREENS = 0.5;

// What hydration waits for, by the element's marker (useId: the server's and the hydration's ids
// are the same). While the element is far, every try reads the same promise (React's rule for use()).
const waiting = new Map<string, Promise<void>>();

const noSubscription = () => () => {};
const inBrowser = () => false;
const onServerOrHydrating = () => true;

/**
 * Nothing when the server's element is near the screen (or not there), else a promise that an
 * IntersectionObserver keeps until it comes near. An element near by now, though the observer may
 * not have said so yet (a click on it hydrates it at once), has its promise marked as fulfilled
 * the way React marks promises: use() reads it without waiting.
 */
function untilNear(marker: string): Promise<void> | undefined {
  const element = document.querySelector(`[data-hydrate-near="${CSS.escape(marker)}"]`);
  const margin = innerHeight * NEAR_SCREENS;
  const box = element?.getBoundingClientRect();
  const near = !box || (box.top < innerHeight + margin && box.bottom > -margin);
  let wait = waiting.get(marker);
  if (wait && near) Object.assign(wait, { status: 'fulfilled', value: undefined });
  if (wait || near) return wait;
  wait = new Promise<void>((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: `${NEAR_SCREENS * 100}% 0px` },
    );
    observer.observe(element!);
  });
  waiting.set(marker, wait);
  return wait;
}

/**
 * HydrateWhenVisible for one large element a component renders, without a wrapper of its own: the
 * component spreads the answer (a marker attribute, the same on the server and in hydration) on
 * that element. While hydrating, the component suspends until the server's element comes within
 * half a screen (a click on it hydrates it at once); meanwhile React keeps the server's markup as
 * it is. On the server and in a client render nothing waits. The component must sit in a Suspense
 * boundary of its own (a content item does). Kept apart from HydrateWhenVisible, which goes with
 * the product tiles' chunk: the content items that use it load it in their own chunk.
 */
export function useHydrateNearScreen(): { 'data-hydrate-near': string } {
  const marker = useId();
  // True on the server and while hydrating, false in a client render (useSyncExternalStore reads
  // the server's value during hydration).
  const hydrating = useSyncExternalStore(noSubscription, inBrowser, onServerOrHydrating);
  if (hydrating && !import.meta.env.SSR) {
    const wait = untilNear(marker);
    if (wait) use(wait);
  }
  return { 'data-hydrate-near': marker };
}
