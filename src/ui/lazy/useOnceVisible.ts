import { useEffect, useRef, type RefObject } from 'react';

/** An impression counts once 75 % of an element is in view. */
export const IMPRESSION_THRESHOLD = 0.75;

type Callback = () => void;
let observer: IntersectionObserver | undefined;
const callbacks = new WeakMap<Element, Callback>();

// One observer for every tile on the page instead of one per tile.
function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting || entry.intersectionRatio < IMPRESSION_THRESHOLD) continue;
        const callback = callbacks.get(entry.target);
        observer?.unobserve(entry.target);
        callbacks.delete(entry.target);
        callback?.();
      }
    },
    { threshold: IMPRESSION_THRESHOLD },
  );
  return observer;
}

/** Calls onVisible once, the first time 75 % of the element is visible. */
export function useOnceVisible(ref: RefObject<Element | null>, onVisible: Callback): void {
  const latest = useRef(onVisible);
  useEffect(() => {
    latest.current = onVisible;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const io = sharedObserver();
    callbacks.set(element, () => latest.current());
    io.observe(element);
    return () => {
      io.unobserve(element);
      callbacks.delete(element);
    };
  }, [ref]);
}
