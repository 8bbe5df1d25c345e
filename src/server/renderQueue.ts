// Page renders in flight at once. Rendering is CPU work on one thread: with many renders
// interleaved, each holds its data, records and HTML alive for as long as all of them take, so
// memory and garbage collection grow with the number of clients and every answer is late. A
// bounded number in flight, the rest waiting in arrival order, keeps memory flat and answers in
// the order asked. The limit leaves room for renders that wait on remote APIs.

export interface RenderQueue {
  /** Runs `task` once a slot is free; slots are handed out in arrival order. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Renders running and waiting (tests, diagnostics). */
  readonly running: number;
  readonly waiting: number;
}

export function createRenderQueue(limit: number): RenderQueue {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`render concurrency must be a positive integer, got ${limit}`);
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < limit) running++;
      // The slot passes straight from the finished render to the next in line.
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        release();
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
