import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRenderQueue, QueueFullError } from './renderQueue.ts';

/** A task that finishes when told to, recording when it started. */
function deferred(started: string[], name: string) {
  let finish!: (value: string) => void;
  let fail!: (error: Error) => void;
  const done = new Promise<string>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return {
    task: () => {
      started.push(name);
      return done;
    },
    finish: () => finish(name),
    fail: () => fail(new Error(name)),
  };
}

/** One turn of the event loop (a render starts in a turn of its own). */
const turn = () => new Promise((resolve) => setImmediate(resolve));
/** Enough turns for every render that can start to have started. */
const tick = async () => {
  for (let i = 0; i < 10; i++) await turn();
};

afterEach(() => {
  vi.useRealTimers();
});

describe('render queue', () => {
  it('runs at most `limit` tasks at once and starts the others in arrival order', async () => {
    const queue = createRenderQueue(2);
    const started: string[] = [];
    const tasks = ['a', 'b', 'c', 'd'].map((name) => deferred(started, name));
    const results = tasks.map((t) => queue.run(t.task));
    await tick();
    expect(started).toEqual(['a', 'b']);
    expect([queue.running, queue.waiting]).toEqual([2, 2]);

    tasks[1]!.finish();
    await tick();
    expect(started).toEqual(['a', 'b', 'c']);
    tasks[0]!.finish();
    await tick();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    tasks[2]!.finish();
    tasks[3]!.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it('starts one render a turn of the event loop, so the loop accepts and reads between renders', async () => {
    const queue = createRenderQueue(3);
    const started: string[] = [];
    const tasks = ['a', 'b', 'c', 'd'].map((name) => deferred(started, name));
    const results = tasks.map((t) => queue.run(t.task));
    // Three slots are free, yet nothing starts in the turn that asked.
    await Promise.resolve();
    expect(started).toEqual([]);
    await turn();
    expect(started).toEqual(['a']);
    await turn();
    expect(started).toEqual(['a', 'b']);
    await turn();
    expect(started).toEqual(['a', 'b', 'c']);
    // A slot handed on by a finished render starts its next one in a later turn, not at once.
    tasks[0]!.finish();
    await results[0];
    expect(started).toEqual(['a', 'b', 'c']);
    await turn();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    for (const t of tasks.slice(1)) t.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('frees the slot of a task that fails and passes the failure on', async () => {
    const queue = createRenderQueue(1);
    const started: string[] = [];
    const first = deferred(started, 'first');
    const second = deferred(started, 'second');
    const a = queue.run(first.task);
    const b = queue.run(second.task);
    await tick();
    first.fail();
    await expect(a).rejects.toThrow('first');
    await tick();
    expect(started).toEqual(['first', 'second']);
    second.finish();
    expect(await b).toBe('second');
    expect(queue.running).toBe(0);
  });

  it('lets the next render start when one holds its slot too long, and counts the slot once', async () => {
    vi.useFakeTimers();
    // Turns on the fake clock as well.
    const queue = createRenderQueue(1, { maxHoldMs: 1000, nextTurn: (callback) => void setTimeout(callback, 0) });
    const started: string[] = [];
    const stuck = deferred(started, 'stuck');
    const next = deferred(started, 'next');
    const a = queue.run(stuck.task);
    const b = queue.run(next.task);
    await vi.advanceTimersByTimeAsync(999);
    expect(started).toEqual(['stuck']);
    await vi.advanceTimersByTimeAsync(1);
    // Its turn to start.
    await vi.runOnlyPendingTimersAsync();
    expect(started).toEqual(['stuck', 'next']);
    expect([queue.running, queue.waiting]).toEqual([1, 0]);
    // The late render finishing does not free a slot twice.
    stuck.finish();
    expect(await a).toBe('stuck');
    expect(queue.running).toBe(1);
    next.finish();
    expect(await b).toBe('next');
    expect(queue.running).toBe(0);
  });

  it('refuses a request at once when the waiting line is full, and takes one again when it moves', async () => {
    const queue = createRenderQueue(1, { maxWaiting: 1 });
    const started: string[] = [];
    const a = deferred(started, 'a');
    const b = deferred(started, 'b');
    const c = deferred(started, 'c');
    const first = queue.run(a.task);
    const second = queue.run(b.task);
    await expect(queue.run(c.task)).rejects.toBeInstanceOf(QueueFullError);
    expect(queue.waiting).toBe(1);
    a.finish();
    await first;
    await tick();
    expect(started).toEqual(['a', 'b']);
    // The line has room again.
    const third = queue.run(c.task);
    b.finish();
    c.finish();
    await expect(Promise.all([second, third])).resolves.toEqual(['b', 'c']);
    expect(started).toEqual(['a', 'b', 'c']);
  });

  it('tells its observer how long each render waited before it started', async () => {
    const waits: number[] = [];
    const queue = createRenderQueue(1, { observer: { started: (ms) => waits.push(ms) } });
    const started: string[] = [];
    const [a, b] = ['a', 'b'].map((name) => deferred(started, name));
    const first = queue.run(a!.task);
    const second = queue.run(b!.task);
    await tick();
    expect(waits).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 30));
    a!.finish();
    await Promise.all([first, (async () => (await tick(), b!.finish()))(), second]);
    expect(waits).toHaveLength(2);
    expect(waits[1]).toBeGreaterThanOrEqual(25);
    expect(waits[1]).toBeGreaterThan(waits[0]!);
  });

  it('takes only a positive whole limit', () => {
    expect(() => createRenderQueue(0)).toThrow();
    expect(() => createRenderQueue(1.5)).toThrow();
  });
});
