import { describe, expect, it } from 'vitest';
import { belowWidth, BREAKPOINTS, imageSizes, media, minWidth } from './breakpoints.ts';

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

describe('imageSizes', () => {
  it('writes one condition per breakpoint, then the width below them', () => {
    expect(imageSizes({ desktop: '25vw' }, '50vw')).toBe('(min-width: 992px) 25vw, 50vw');
    expect(imageSizes({ tablet: '22rem' }, '60vw')).toBe('(min-width: 768px) 22rem, 60vw');
    expect(imageSizes({ wide: '800px' }, '100vw')).toBe('(min-width: 1240px) 800px, 100vw');
  });

  it('is the width alone when it is the same on every screen', () => {
    expect(imageSizes({}, '160px')).toBe('160px');
  });

  it('puts the widest breakpoint first, since the browser takes the first condition that matches', () => {
    expect(imageSizes({ tablet: '31vw', wide: '290px', desktop: '23vw' }, '47vw')).toBe(
      '(min-width: 1240px) 290px, (min-width: 992px) 23vw, (min-width: 768px) 31vw, 47vw',
    );
  });
});
