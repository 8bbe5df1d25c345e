// Page renders in flight at once. Rendering is CPU work on one thread: with many renders
// interleaved, each holds its data, records and HTML alive for as long as all of them take, so
// memory and garbage collection grow with the number of clients and every answer is late. A
// bounded number in flight, the rest waiting in arrival order, keeps memory flat and answers in
// the order asked. The limit leaves room for renders that wait on remote APIs; a render that
// waits longer than `maxHoldMs` (an API that hangs) gives its place to the next one and goes on
// outside the count, so a stuck API slows the queue down but never stops it.
//
// A render starts in a turn of the event loop of its own. libuv accepts one connection per turn,
// and a turn runs every callback whose socket is ready: when each request's render ran in the
// callback that read it, a busy server's turn held a render for every client at once (8 clients:
// some 50 ms), and under load new connections waited seconds to be accepted. One render a turn
// keeps the turns short, and the loop accepts and reads between renders.
//
// The waiting line is bounded: a request that finds it full is refused at once (QueueFullError;
// the server answers 503 with Retry-After), since it could only wait past its budget and hold
// its connection and memory meanwhile.
export class QueueFullError extends Error {
  constructor(waiting: number) {
    super(`render queue full (${waiting} waiting)`);
    this.name = 'QueueFullError';
  }
}

export interface RenderQueue {
  /**
   * Runs `task` once a slot is free; slots are handed out in arrival order. Rejects with
   * QueueFullError, without running it, when `maxWaiting` requests already wait.
   */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Renders holding a slot and renders waiting for one (tests, diagnostics). */
  readonly running: number;
  readonly waiting: number;
}

export interface RenderQueueOptions {
  /** How long a render may hold its slot; default 5 s. */
  maxHoldMs?: number;
  /** Runs a callback in the next turn of the event loop; default setImmediate. */
  nextTurn?: (callback: () => void) => void;
  /** Requests that may wait for a slot; default unbounded. */
  maxWaiting?: number;
  /** Hears how long each render waited for its slot and its turn (the server's metrics). */
  observer?: RenderQueueObserver;
}

/** What the queue tells the server's metrics; the running and waiting counts are read from the queue. */
export interface RenderQueueObserver {
  started?(waitedMs: number): void;
}

export const DEFAULT_MAX_HOLD_MS = 5000;

export function createRenderQueue(
  limit: number,
  {
    maxHoldMs = DEFAULT_MAX_HOLD_MS,
    nextTurn = (callback) => void setImmediate(callback),
    maxWaiting = Infinity,
    observer,
  }: RenderQueueOptions = {},
): RenderQueue {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`render concurrency must be a positive integer, got ${limit}`);
  let running = 0;
  const waiting: (() => void)[] = [];
  // Renders that hold a slot and wait for a turn to start in, in arrival order: one a turn.
  const starting: (() => void)[] = [];
  let turnBooked = false;
  const startNext = () => {
    turnBooked = false;
    starting.shift()?.();
    // Booked from within this turn, the next start comes in the next one.
    if (starting.length > 0) bookTurn();
  };
  const bookTurn = () => {
    if (turnBooked) return;
    turnBooked = true;
    nextTurn(startNext);
  };
  const turn = () =>
    new Promise<void>((resolve) => {
      starting.push(resolve);
      bookTurn();
    });
  const release = () => {
    const next = waiting.shift();
    // The slot passes straight from the finished render to the next in line.
    if (next) next();
    else running--;
  };
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      const arrived = performance.now();
      if (running < limit) running++;
      else if (waiting.length >= maxWaiting) throw new QueueFullError(waiting.length);
      else await new Promise<void>((resolve) => waiting.push(resolve));
      // With its slot: a slot passed on from a finished render must not start the next one in the
      // same turn either.
      await turn();
      observer?.started?.(performance.now() - arrived);
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
