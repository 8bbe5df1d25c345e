interface TaskScheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task and goes on in a new one, so the browser can paint and answer input
 * between two long steps (on a slow phone, one task over 50 ms is a task the shopper waits for).
 * `scheduler.yield()` where the browser has it: the rest then runs before other waiting tasks.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** A hidden page paints nothing: after this long the work goes on without its paint. */
export const HIDDEN_PAGE_WAIT_MS = 500;

/**
 * Goes on in a new task once the browser has painted its next frame: the shopper's immediate answer
 * to a tap (a ticked box, a pressed button) reaches the screen first, and the heavier work it starts
 * (a large render, the router's work) after it. A handler that only yields (`yieldToMain`) is often
 * followed by that work before the browser paints at all. A hidden page (whose frames do not come)
 * goes on after `HIDDEN_PAGE_WAIT_MS` at the latest.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    // A task queued in the frame's animation callbacks runs after that frame's paint; whichever
    // of the two comes first goes on (a promise resolves once).
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, HIDDEN_PAGE_WAIT_MS);
  });
}
