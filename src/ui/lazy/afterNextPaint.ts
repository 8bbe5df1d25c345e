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
    let waiting = true;
    const fallback = setTimeout(goOn, HIDDEN_PAGE_WAIT_MS);
    // A task queued in the frame's animation callbacks runs after that frame's paint.
    requestAnimationFrame(() => setTimeout(goOn, 0));
    function goOn() {
      if (!waiting) return;
      waiting = false;
      clearTimeout(fallback);
      resolve();
    }
  });
}
