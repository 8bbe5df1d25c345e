import { describe, expect, it } from 'vitest';
import { belowWidth, BREAKPOINTS, media, minWidth } from './breakpoints.ts';

describe('breakpoints', () => {
  it('writes min and max queries that meet without overlap', () => {
    expect(minWidth('desktop')).toBe('(min-width: 992px)');
    expect(belowWidth('desktop')).toBe('(max-width: 991px)');
    expect(media.phone).toBe('(max-width: 767px)');
  });

  it('keeps the breakpoints in ascending order', () => {
    const values = Object.values(BREAKPOINTS);
    expect([...values].sort((a, b) => a - b)).toEqual(values);
  });
});
