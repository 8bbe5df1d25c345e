import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has come within `screens` screen heights of the screen, once and for good:
 * false on the server and until an IntersectionObserver says so (its first report comes at once
 * for an element that is there already).
 * For work a shopper only meets when scrolling to it, e.g. carousels below a page's content.
 */
export function useNearScreen(ref: RefObject<Element | null>, screens = 0.5): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    // Every browser the shop supports has IntersectionObserver; without it (a test DOM) it stays far.
    if (near || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: `${screens * 100}% 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near, screens]);
  return near;
}
