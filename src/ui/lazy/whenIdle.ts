/** Idle fallback of section 9: without requestIdleCallback (Safari) wait this long. */
export const IDLE_FALLBACK_MS = 3000;

/**
 * Runs `task` once the browser is idle after the page became usable (at the latest after the
 * fallback time); answers a cancel function.
 */
export function whenIdle(task: () => void, timeout = IDLE_FALLBACK_MS): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, Math.min(timeout, 200));
  return () => window.clearTimeout(id);
}
