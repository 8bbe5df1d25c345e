import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, HIDDEN_PAGE_WAIT_MS, yieldToMain } from './yieldToMain.ts';

describe('yieldToMain', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('goes on in a later task, not in a microtask of this one', async () => {
    vi.useFakeTimers();
    let done = false;
    const waiting = yieldToMain().then(() => (done = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.runAllTimersAsync();
    await waiting;
    expect(done).toBe(true);
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const yieldTask = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldTask });
    await yieldToMain();
    expect(yieldTask).toHaveBeenCalledOnce();
  });
});

/** A stand-in for the browser's frames: `frame()` runs the animation callbacks of the next one. */
function stubFrames() {
  let callbacks: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => callbacks.push(callback));
  return {
    frame() {
      const due = callbacks;
      callbacks = [];
      for (const callback of due) callback(0);
    },
  };
}

/** Lets the promise callbacks queued so far run. */
const settle = async () => {
  for (let i = 0; i < 3; i++) await Promise.resolve();
};

describe('afterNextPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('goes on in a task after the next frame, not before it', async () => {
    vi.useFakeTimers();
    const frames = stubFrames();
    let done = false;
    void afterNextPaint().then(() => (done = true));
    // Tasks before the frame (a yield, a timer) do not let it go on.
    await vi.advanceTimersByTimeAsync(16);
    expect(done).toBe(false);
    frames.frame();
    await settle();
    // Still inside the frame: its paint comes first.
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  it('goes on without a paint on a page whose frames do not come (a hidden tab)', async () => {
    vi.useFakeTimers();
    stubFrames();
    let done = false;
    void afterNextPaint().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(HIDDEN_PAGE_WAIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
