import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type RefObject, type TouchEvent } from 'react';
import { slideAfterSwipe, slideAtScroll } from './carouselRules.ts';

/** Distance between the starts of two slides; the track's width for a single slide. */
function slideStep(track: HTMLElement): number {
  const [first, second] = track.children as unknown as HTMLElement[];
  return first && second ? second.offsetLeft - first.offsetLeft : track.clientWidth;
}

/** The track scrolls sideways (a carousel now, not a grid or a list that fits). */
function scrolls(track: HTMLElement): boolean {
  return track.scrollWidth > track.clientWidth;
}

/**
 * Arrows, pager, keyboard and the swipe threshold for a scroll-snap track: the browser scrolls
 * and snaps (also without JavaScript); this keeps the current slide, moves one slide per swipe of
 * at least 30 px and back to the current one for shorter swipes.
 */
export function useCarousel(trackRef: RefObject<HTMLElement | null>, count: number) {
  const [index, setIndex] = useState(0);
  const [atEnd, setAtEnd] = useState(false);
  const touch = useRef<{ x: number; y: number; index: number } | null>(null);

  const goTo = useCallback(
    (target: number) => {
      const track = trackRef.current;
      if (!track) return;
      const next = Math.min(count - 1, Math.max(0, target));
      const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      track.scrollTo?.({ left: next * slideStep(track), behavior: smooth ? 'smooth' : 'auto' });
      setIndex(next);
    },
    [trackRef, count],
  );

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const onScroll = () => {
      if (!scrolls(track)) return;
      setIndex(slideAtScroll(track.scrollLeft, slideStep(track), count));
      setAtEnd(track.scrollLeft + track.clientWidth >= track.scrollWidth - 1);
    };
    track.addEventListener('scroll', onScroll, { passive: true });
    return () => track.removeEventListener('scroll', onScroll);
  }, [trackRef, count]);

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
      // Only while the track is a carousel and for sideways swipes.
      if (!start || !point || !track || !scrolls(track)) return;
      const dx = point.clientX - start.x;
      if (Math.abs(dx) < Math.abs(point.clientY - start.y)) return;
      goTo(slideAfterSwipe(start.index, dx, count));
    },
  };

  /** Arrow keys anywhere inside the carousel move one slide, while it is a carousel. */
  const onKeyDown = (event: KeyboardEvent) => {
    const track = trackRef.current;
    if (!track || !scrolls(track) || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    goTo(index + (event.key === 'ArrowRight' ? 1 : -1));
  };

  return {
    index,
    /** No further slide to move to (also when the last slides are all in view). */
    atEnd: atEnd || index >= count - 1,
    goTo,
    previous: () => goTo(index - 1),
    next: () => goTo(index + 1),
    trackHandlers,
    onKeyDown,
  };
}
