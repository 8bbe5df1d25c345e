import { describe, expect, it } from 'vitest';
import {
  answeredP99,
  chaosMisses,
  countByStatus,
  flatAfterWarmUp,
  percentile,
  recoveryMs,
  table,
  withinRatio,
  type Sample,
} from './loadStats.ts';

const sample = (start: number, ms: number, status: Sample['status'] = 200): Sample => ({ start, end: start + ms, status });

describe('load statistics', () => {
  it('takes percentiles of sorted values', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 0.5)).toBe(51);
    expect(percentile(values, 0.99)).toBe(100);
    expect(percentile([], 0.99)).toBe(0);
  });

  it('counts answers by status, requests without an answer last', () => {
    expect(countByStatus([sample(0, 1, 503), sample(0, 1, 'error'), sample(0, 1), sample(0, 1, 503)])).toEqual([
      ['200', 1],
      ['503', 2],
      ['error', 1],
    ]);
  });

  it('takes p99 over answered requests only', () => {
    const samples = [...Array.from({ length: 99 }, () => sample(0, 10)), sample(0, 900, 503), sample(0, 60_000, 'error')];
    expect(answeredP99(samples)).toBe(900);
  });
});

describe('time to recover', () => {
  it('is the start of the first request after which every one answered 200 within the budget', () => {
    const samples = [sample(0, 100, 503), sample(1000, 100, 503), sample(1500, 7000), sample(2000, 100), sample(2600, 100)];
    // The fault ended at 900: the 503 at 1000 and the slow 200 at 1500 still count as not recovered.
    expect(recoveryMs(samples, 900, 6000)).toBe(1100);
  });

  it('is 0 when every request after the fault was good, null when the last one failed', () => {
    expect(recoveryMs([sample(0, 100, 503), sample(1000, 100)], 900, 6000)).toBe(0);
    expect(recoveryMs([sample(1000, 100), sample(1200, 100, 'error')], 900, 6000)).toBeNull();
    expect(recoveryMs([sample(0, 100)], 900, 6000)).toBeNull();
  });
});

describe('budgets', () => {
  it('holds memory within 10 %', () => {
    expect(withinRatio(500, 550)).toBe(true);
    expect(withinRatio(500, 551)).toBe(false);
    expect(withinRatio(500, 400)).toBe(true);
  });

  it('names every budget a scenario missed', () => {
    const rss = { before: 500, after: 520 };
    expect(chaosMisses([sample(0, 6000), sample(0, 100, 503)], rss, { pageBudgetMs: 5000 })).toEqual([]);
    expect(
      chaosMisses([sample(0, 6001), sample(0, 100, 500), sample(0, 100, 500)], { before: 500, after: 600 }, { pageBudgetMs: 5000 }),
    ).toEqual(['1 over 6000 ms', '2 × 500', 'RSS +20 %']);
  });

  it('finds memory flat after warm-up when no reading rises more than 10 % above the first', () => {
    const readings = [
      { at: 0, mb: 300 },
      { at: 60_000, mb: 500 },
      { at: 120_000, mb: 540 },
      { at: 180_000, mb: 520 },
    ];
    expect(flatAfterWarmUp(readings, 60_000)).toEqual({ baseline: 500, highest: 540, flat: true });
    expect(flatAfterWarmUp([...readings, { at: 240_000, mb: 560 }], 60_000).flat).toBe(false);
    expect(flatAfterWarmUp(readings.slice(0, 1), 60_000).flat).toBe(false);
  });
});

describe('the table', () => {
  it('aligns columns, numbers to the right', () => {
    expect(
      table(
        ['scenario', 'p99'],
        [
          ['slow', '120 ms'],
          ['failing API', '8 ms'],
        ],
      ),
    ).toBe(['scenario        p99', '-----------  ------', 'slow         120 ms', 'failing API    8 ms'].join('\n'));
  });
});
