import { useCallback, useEffect, useRef, useState, type RefObject, type TouchEvent } from 'react';
import { slideAfterSwipe } from './layout.ts';

/**
 * Arrows, pagination and the swipe threshold for a scroll-snap track: the browser scrolls and
 * snaps (also without JavaScript); this keeps the current slide and moves one slide per swipe of
 * at least 30 px, back to the current one for shorter swipes.
 */
export function useCarousel(trackRef: RefObject<HTMLElement | null>, count: number) {
  const [index, setIndex] = useState(0);
  const touch = useRef<{ x: number; y: number; index: number } | null>(null);

  const goTo = useCallback(
    (target: number) => {
      const track = trackRef.current;
      if (!track) return;
      const next = Math.min(count - 1, Math.max(0, target));
      const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      track.scrollTo({ left: next * track.clientWidth, behavior: smooth ? 'smooth' : 'auto' });
      setIndex(next);
    },
    [trackRef, count],
  );

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const onScroll = () => {
      if (track.clientWidth > 0 && track.scrollWidth > track.clientWidth) setIndex(Math.round(track.scrollLeft / track.clientWidth));
    };
    track.addEventListener('scroll', onScroll, { passive: true });
    return () => track.removeEventListener('scroll', onScroll);
  }, [trackRef]);

  const trackHandlers = {
    onTouchStart: (event: TouchEvent) => {
      const point = event.touches[0];
      if (point) touch.current = { x: point.clientX, y: point.clientY, index };
    },
    onTouchEnd: (event: TouchEvent) => {
      const start = touch.current;
      const point = event.changedTouches[0];
      touch.current = null;
      const track = trackRef.current;
      // Only while the track is a carousel (it is a grid on desktop) and for sideways swipes.
      if (!start || !point || !track || track.scrollWidth <= track.clientWidth) return;
      const dx = point.clientX - start.x;
      if (Math.abs(dx) < Math.abs(point.clientY - start.y)) return;
      goTo(slideAfterSwipe(start.index, dx, count));
    },
  };

  return { index, previous: () => goTo(index - 1), next: () => goTo(index + 1), trackHandlers };
}
