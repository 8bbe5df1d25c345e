import { useEffect, useRef, type RefObject } from 'react';

/** Impressions count at 75 % visibility (section 7). */
export const IMPRESSION_THRESHOLD = 0.75;

/** Calls onVisible once, the first time 75 % of the element is visible. */
export function useOnceVisible(ref: RefObject<Element | null>, onVisible: () => void): void {
  const latest = useRef(onVisible);
  useEffect(() => {
    latest.current = onVisible;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting && e.intersectionRatio >= IMPRESSION_THRESHOLD)) return;
        observer.disconnect();
        latest.current();
      },
      { threshold: IMPRESSION_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
}
