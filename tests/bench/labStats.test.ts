import { describe, expect, it } from 'vitest';
import { INP_LIMIT_MS, inpTable, median, slowInteractions } from './labStats.ts';

describe('lab statistics', () => {
  it('takes the median: the middle value, the upper middle one of an even count, NaN of none', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([40, 10, 30, 20])).toBe(30);
    expect(median([])).toBeNaN();
  });

  it('finds the interactions whose median is at or above the limit', () => {
    const results = [
      { name: 'fast', durations: [40, 250, 50] },
      { name: 'at the limit', durations: [INP_LIMIT_MS, 90, 120] },
      { name: 'slow', durations: [150, 160, 170] },
      { name: 'not measured', durations: [] },
    ];
    expect(slowInteractions(results)).toEqual(['at the limit', 'slow', 'not measured']);
    expect(slowInteractions(results.slice(0, 1))).toEqual([]);
  });

  it('prints interaction, median, max and the runs, numbers right-aligned', () => {
    expect(
      inpTable([
        { name: 'add to basket', durations: [48.4, 112.6, 56] },
        { name: 'filter', durations: [8, 9, 7] },
      ]),
    ).toBe(
      [
        'interaction    median     max  runs',
        '-------------  ------  ------  -----------',
        'add to basket   56 ms  113 ms  48, 113, 56',
        'filter           8 ms    9 ms  8, 9, 7',
      ].join('\n'),
    );
  });
});
