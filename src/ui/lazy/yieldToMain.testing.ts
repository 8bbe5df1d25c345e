// For tests of code that waits for the next task with yieldToMain: the test says when that task comes.
//   vi.mock('…/ui/lazy/yieldToMain.ts', async () => (await import('…/ui/lazy/yieldToMain.testing.ts')).yieldToMainOpenedByTest);
// then `nextTask.reset()` before the code runs and `nextTask.start()` where the next task is to begin.

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

/** The module yieldToMain.ts as the mock serves it. */
export const yieldToMainOpenedByTest = { yieldToMain: (): Promise<void> => next };
