import { describe, expect, it } from 'vitest';
import { imageSizes } from './imageSizes.ts';

describe('imageSizes', () => {
  it('writes one condition per breakpoint, then the width below them', () => {
    expect(imageSizes({ desktop: '25vw' }, '50vw')).toBe('(min-width: 992px) 25vw, 50vw');
    expect(imageSizes({ tablet: '22rem' }, '60vw')).toBe('(min-width: 768px) 22rem, 60vw');
  });

  it('writes a number as CSS pixels', () => {
    expect(imageSizes({ wide: 800 }, '100vw')).toBe('(min-width: 1240px) 800px, 100vw');
    expect(imageSizes({}, 160)).toBe('160px');
  });

  it('puts the widest breakpoint first, since the browser takes the first condition that matches', () => {
    expect(imageSizes({ tablet: '31vw', wide: 290, desktop: '23vw' }, '47vw')).toBe(
      '(min-width: 1240px) 290px, (min-width: 992px) 23vw, (min-width: 768px) 31vw, 47vw',
    );
  });
});
