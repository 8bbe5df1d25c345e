import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stars, StarsSymbol } from './Stars.tsx';

describe('<Stars>', () => {
  it('names the rating for screen readers', () => {
    render(<Stars rating={90} />);
    expect(screen.getByRole('img', { name: '4,5 von 5 Sternen' })).toBeTruthy();
  });

  it('renders nothing without a numeric rating', () => {
    const { container } = render(<Stars rating={null} />);
    expect(container.innerHTML).toBe('');
  });

  it('fills the shared star row up to the rating', () => {
    const { container } = render(
      <>
        <StarsSymbol />
        <Stars rating={92} />
      </>,
    );
    expect(container.querySelector('clipPath rect')?.getAttribute('width')).toBe('110.4');
    const uses = [...container.querySelectorAll('use')].map((use) => use.getAttribute('href'));
    expect(uses).toEqual(['#shop-stars', '#shop-stars']);
    expect(container.querySelectorAll('symbol#shop-stars path')).toHaveLength(5);
  });
});
