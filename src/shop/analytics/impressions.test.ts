import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsProduct } from './events.ts';
import { createImpressionBatcher } from './impressions.ts';

const product = (n: number): AnalyticsProduct => ({
  id: `P${n}`,
  name: `Artikel ${n}`,
  brand: null,
  price: '9.90',
  list: 'plp',
  position: n,
});

describe('impression batching', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends products in pairs', () => {
    const send = vi.fn();
    const batcher = createImpressionBatcher(send);
    batcher.add(product(1));
    expect(send).not.toHaveBeenCalled();
    batcher.add(product(2));
    batcher.add(product(3));
    batcher.add(product(4));
    expect(send.mock.calls).toEqual([[[product(1), product(2)]], [[product(3), product(4)]]]);
  });

  it('sends a single remaining product after a short quiet time', () => {
    const send = vi.fn();
    const batcher = createImpressionBatcher(send, { idleMs: 1000 });
    batcher.add(product(1));
    vi.advanceTimersByTime(999);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledWith([product(1)]);
  });

  it('waits again when another product comes in, and the pair goes out at once', () => {
    const send = vi.fn();
    const batcher = createImpressionBatcher(send, { idleMs: 1000 });
    batcher.add(product(1));
    vi.advanceTimersByTime(900);
    batcher.add(product(2));
    expect(send).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('flush sends what is left, and nothing when the buffer is empty', () => {
    const send = vi.fn();
    const batcher = createImpressionBatcher(send);
    batcher.flush();
    expect(send).not.toHaveBeenCalled();
    batcher.add(product(1));
    batcher.flush();
    expect(send).toHaveBeenCalledWith([product(1)]);
    vi.runAllTimers();
    expect(send).toHaveBeenCalledTimes(1);
  });
});
