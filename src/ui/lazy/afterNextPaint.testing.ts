// For tests of code that waits for the next paint with afterNextPaint: the test says when it comes.
//   vi.mock('…/ui/lazy/afterNextPaint.ts', async () => (await import('…/ui/lazy/afterNextPaint.testing.ts')).afterNextPaintOpenedByTest);
// then `nextPaint.reset()` before the code runs and `nextPaint.paint()` where the frame is painted.

let open = () => {};
let next = Promise.resolve();

export const nextPaint = {
  /** From now on, afterNextPaint waits until paint(). */
  reset() {
    next = new Promise<void>((resolve) => (open = resolve));
  },
  /** The browser paints: whatever waits in afterNextPaint goes on. */
  paint() {
    open();
  },
};

/** The module afterNextPaint.ts as the mock serves it. */
export const afterNextPaintOpenedByTest = { afterNextPaint: (): Promise<void> => next, HIDDEN_PAGE_WAIT_MS: 500 };
