// Page renders in flight at once. Rendering is CPU work on one thread: with many renders
// interleaved, each holds its data, records and HTML alive for as long as all of them take, so
// memory and garbage collection grow with the number of clients and every answer is late. A
// bounded number in flight, the rest waiting in arrival order, keeps memory flat and answers in
// the order asked. The limit leaves room for renders that wait on remote APIs; a render that
// waits longer than `maxHoldMs` (an API that hangs) gives its place to the next one and goes on
// outside the count, so a stuck API slows the queue down but never stops it.

export interface RenderQueue {
  /** Runs `task` once a slot is free; slots are handed out in arrival order. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Renders holding a slot and renders waiting for one (tests, diagnostics). */
  readonly running: number;
  readonly waiting: number;
}

export interface RenderQueueOptions {
  /** How long a render may hold its slot; default 5 s. */
  maxHoldMs?: number;
}

export const DEFAULT_MAX_HOLD_MS = 5000;

export function createRenderQueue(limit: number, { maxHoldMs = DEFAULT_MAX_HOLD_MS }: RenderQueueOptions = {}): RenderQueue {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`render concurrency must be a positive integer, got ${limit}`);
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    // The slot passes straight from the finished render to the next in line.
    if (next) next();
    else running--;
  };
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < limit) running++;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      let released = false;
      const releaseOnce = () => {
        if (released) return;
        released = true;
        clearTimeout(timer);
        release();
      };
      const timer = setTimeout(releaseOnce, maxHoldMs);
      timer.unref?.();
      try {
        return await task();
      } finally {
        releaseOnce();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
