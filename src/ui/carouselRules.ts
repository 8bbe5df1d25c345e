// Pure rules of the carousel: a short swipe snaps back, a longer one moves one slide, never past
// the ends.

/** Swipes shorter than this (px) snap back to the current slide. */
export const SWIPE_THRESHOLD = 30;

/** Slide after a swipe of `dx` px (negative: to the left, i.e. forwards), kept in range. */
export function slideAfterSwipe(current: number, dx: number, count: number): number {
  if (Math.abs(dx) < SWIPE_THRESHOLD) return current;
  const next = dx < 0 ? current + 1 : current - 1;
  return Math.min(count - 1, Math.max(0, next));
}

/** Slide shown at scroll position `left` when slides start every `step` px. */
export function slideAtScroll(left: number, step: number, count: number): number {
  if (step <= 0 || count === 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(left / step)));
}
