import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether, since `watching` turned true, nothing that follows the element has been on the screen:
 * the element reached past the screen's bottom edge or lay wholly below it. Once and for good;
 * false on the server and while not watching. For a box that is to disappear without moving what
 * the shopper looks at, e.g. the placeholders of recommendations that came back empty: what
 * follows them only moves while it is off the screen.
 */
export function useClearBelow(ref: RefObject<Element | null>, watching: boolean): boolean {
  const [clear, setClear] = useState(false);
  // Every browser the shop supports has IntersectionObserver; without it (a test DOM) nothing is
  // on a screen.
  const observable = typeof IntersectionObserver !== 'undefined';
  useEffect(() => {
    const element = ref.current;
    if (clear || !watching || !element || !observable) return;
    // The area from the screen's bottom edge down: the element reaches into it when nothing
    // after it can be on the screen.
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setClear(true);
      },
      { rootMargin: BELOW_THE_SCREEN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, clear, watching, observable]);
  return clear || (watching && !observable);
}

/** The screen's own height off its top, a thousand screens added to its bottom. */
export const BELOW_THE_SCREEN = '-100% 0px 100000% 0px';
