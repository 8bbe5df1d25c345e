// For tests of code that waits for the next task with yieldToMain, or for the next paint with
// afterNextPaint: the test says when that task or paint comes.
//   vi.mock('…/ui/lazy/yieldToMain.ts', async () => (await import('…/ui/lazy/yieldToMain.testing.ts')).yieldToMainOpenedByTest);
// then `nextTask.reset()` before the code runs and `nextTask.start()` where the next task is to begin
// (`nextPaint.reset()` and `nextPaint.paint()` for the paint).

let open = () => {};
let next = Promise.resolve();

export const nextTask = {
  /** From now on, yieldToMain waits until start(). */
  reset() {
    next = new Promise<void>((resolve) => (open = resolve));
  },
  /** The next task begins: whatever waits in yieldToMain goes on. */
  start() {
    open();
  },
};

let paint = () => {};
let painted = Promise.resolve();

export const nextPaint = {
  /** From now on, afterNextPaint waits until paint(). */
  reset() {
    painted = new Promise<void>((resolve) => (paint = resolve));
  },
  /** The browser paints: whatever waits in afterNextPaint goes on. */
  paint() {
    paint();
  },
};

/** The module yieldToMain.ts as the mock serves it. */
export const yieldToMainOpenedByTest = {
  yieldToMain: (): Promise<void> => next,
  afterNextPaint: (): Promise<void> => painted,
  HIDDEN_PAGE_WAIT_MS: 500,
};
