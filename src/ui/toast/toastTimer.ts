/** Toasts close after 15 s of being seen: the time stops while hovered or while the window has no focus. */
export const TOAST_DURATION_MS = 15_000;

// Browsers want timers called on window, not as methods of another object.
const systemClock = {
  now: () => Date.now(),
  setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
  clearTimeout: (timer: ReturnType<typeof setTimeout>) => clearTimeout(timer),
};

/** A countdown that can be paused and resumed; `onDone` runs once when the time is used up. */
export function createCountdown(durationMs: number, onDone: () => void, clock = systemClock) {
  let remaining = durationMs;
  let startedAt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const pauses = new Set<string>();

  function run() {
    startedAt = clock.now();
    timer = clock.setTimeout(() => {
      timer = undefined;
      remaining = 0;
      onDone();
    }, remaining);
  }

  run();
  return {
    /** Pauses for a reason ('hover', 'blur'); the countdown resumes when no reason is left. */
    pause(reason: string) {
      if (remaining <= 0) return;
      if (pauses.size === 0 && timer !== undefined) {
        clock.clearTimeout(timer);
        timer = undefined;
        remaining -= clock.now() - startedAt;
      }
      pauses.add(reason);
    },
    resume(reason: string) {
      if (!pauses.delete(reason) || pauses.size > 0 || remaining <= 0) return;
      run();
    },
    stop() {
      if (timer !== undefined) clock.clearTimeout(timer);
      timer = undefined;
      remaining = 0;
    },
  };
}
