import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCountdown, TOAST_DURATION_MS } from './toastTimer.ts';

describe('toast countdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('closes after 15 s', () => {
    const done = vi.fn();
    createCountdown(TOAST_DURATION_MS, done);
    vi.advanceTimersByTime(14_999);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledOnce();
  });

  it('stops the time while hovered and while the window has no focus', () => {
    const done = vi.fn();
    const countdown = createCountdown(TOAST_DURATION_MS, done);
    vi.advanceTimersByTime(10_000);
    countdown.pause('hover');
    countdown.pause('blur');
    vi.advanceTimersByTime(60_000);
    countdown.resume('hover');
    vi.advanceTimersByTime(60_000);
    expect(done).not.toHaveBeenCalled();
    countdown.resume('blur');
    vi.advanceTimersByTime(4_999);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledOnce();
  });
});
