import { useEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/**
 * Whether, since `watching` turned true, the element has been wholly below the screen, once and
 * for good; false on the server and while not watching. Everything after such an element is below
 * the screen too, and stays there when the element goes: for a box that is to disappear without
 * moving anything the shopper sees, e.g. the placeholder of a recommendation slider that came back
 * empty (content that moves into the screen counts as moved, as much as content on it).
 */
export function useBelowScreen(ref: RefObject<Element | null>, watching: boolean): boolean {
  const [below, setBelow] = useState(false);
  // Every browser the shop supports has IntersectionObserver; without it (a test DOM) nothing is
  // on a screen.
  const observable = typeof IntersectionObserver !== 'undefined';
  useEffect(() => {
    const element = ref.current;
    if (below || !watching || !element || !observable) return;
    // Its first report comes at once; then one each time the element enters or leaves the screen.
    // A report describes the last frame: the page may have been scrolled since, so the element's
    // place is read again, and the change is made in the same task, before any further scroll.
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => !entry.isIntersecting)) return;
      if (element.getBoundingClientRect().top < window.innerHeight) return;
      observer.disconnect();
      flushSync(() => setBelow(true));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, below, watching, observable]);
  return below || (watching && !observable);
}
