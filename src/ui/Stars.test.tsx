import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stars } from './Stars.tsx';

describe('<Stars>', () => {
  it('names the rating for screen readers', () => {
    render(<Stars rating={90} />);
    expect(screen.getByRole('img', { name: '4,5 von 5 Sternen' })).toBeTruthy();
  });

  it('renders nothing without a numeric rating', () => {
    const { container } = render(<Stars rating={null} />);
    expect(container.innerHTML).toBe('');
  });
});
