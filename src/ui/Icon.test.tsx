import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from './Icon.tsx';
import { ICON_SET } from './iconSet.ts';

describe('<Icon>', () => {
  it('is decorative and draws the set path in the text colour', () => {
    const { container } = render(<Icon name="menu" size={32} />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('width')).toBe('32');
    expect(svg.querySelector('path')!.getAttribute('d')).toBe(ICON_SET.menu.d);
    expect(svg.querySelector('path')!.getAttribute('fill')).toBe('none');
  });

  it('turns the chevron to face the direction asked for', () => {
    const path = (direction?: 'left' | 'up') =>
      render(<Icon name="chevron" direction={direction} />).container.querySelector('path:last-of-type');
    expect(path()!.getAttribute('transform')).toBeNull();
    expect(path('left')!.getAttribute('transform')).toBe('rotate(180 12 12)');
    expect(path('up')!.getAttribute('transform')).toBe('rotate(270 12 12)');
  });

  it('fills the pressed heart only', () => {
    expect(
      render(<Icon name="heartFilled" />)
        .container.querySelector('path')!
        .getAttribute('fill'),
    ).toBe('currentColor');
    expect(
      render(<Icon name="heart" />)
        .container.querySelector('path')!
        .getAttribute('fill'),
    ).toBe('none');
  });
});
