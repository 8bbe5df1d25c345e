import { useEffect, useState, type RefObject } from 'react';

/** How far beyond the screen, in screen heights, a part counts as near (it is about to be seen). */
export const NEAR_SCREENS = 0.5;

/** Whether the element is on the screen or within NEAR_SCREENS of it. */
export function isNear(element: Element): boolean {
  const { top, bottom } = element.getBoundingClientRect();
  const margin = innerHeight * NEAR_SCREENS;
  return top < innerHeight + margin && bottom > -margin;
}

/**
 * Whether the element has come near the screen, once and for good: false on the server and until
 * an IntersectionObserver sees it within NEAR_SCREENS of the screen (at once when it is there
 * already, or when the browser has no observer). For work a shopper only meets when scrolling to
 * it, e.g. carousels below a page's content.
 */
export function useNearScreen(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined' || isNear(element)) {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: `${NEAR_SCREENS * 100}% 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}
