import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stars, StarsSymbol } from './Stars.tsx';

describe('<Stars>', () => {
  it('names the rating for screen readers', () => {
    render(<Stars rating={90} locale="de-DE" />);
    expect(screen.getByRole('img', { name: '4,5 von 5 Sternen' })).toBeTruthy();
    render(<Stars rating={90} locale="nl-NL" />);
    expect(screen.getByRole('img', { name: '4,5 van 5 sterren' })).toBeTruthy();
  });

  it('renders nothing without a numeric rating', () => {
    const { container } = render(<Stars rating={null} locale="de-DE" />);
    expect(container.innerHTML).toBe('');
  });

  it('fills the shared star row up to the rating', () => {
    const { container } = render(
      <>
        <StarsSymbol />
        <Stars rating={92} locale="de-DE" />
      </>,
    );
    // The filled row is cut off where the rating ends: 4.6 of 5 stars, 24 units each.
    const stars = container.querySelector('svg[role="img"]')!;
    expect(stars.querySelector('svg')?.getAttribute('width')).toBe('110.4');
    // The inner SVG is part of the one image, not an image of its own.
    expect(stars.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    const uses = [...stars.querySelectorAll('use')].map((use) => [use.getAttribute('href'), use.getAttribute('width')]);
    expect(uses).toEqual([
      ['#shop-stars', null],
      ['#shop-stars', '120'],
    ]);
    expect(stars.querySelector(':scope > svg > use')).toBe(stars.querySelectorAll('use')[1]);
    expect(container.querySelectorAll('symbol#shop-stars path')).toHaveLength(5);
  });
});
