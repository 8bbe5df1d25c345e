import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RetryButton } from './RetryButton.tsx';

describe('RetryButton', () => {
  it('is a submit button of a GET form (a reload before hydration) that, hydrated, tries again in place', () => {
    const onRetry = vi.fn();
    render(<RetryButton onRetry={onRetry} />);
    const button = screen.getByRole('button', { name: 'Erneut versuchen' });
    expect(button.getAttribute('type')).toBe('submit');
    expect(button.closest('form')?.getAttribute('method')).toBe('get');
    const submitted = fireEvent.submit(button.closest('form')!);
    expect(submitted).toBe(false); // default prevented: no reload once hydrated
    fireEvent.click(button);
    expect(onRetry).toHaveBeenCalledTimes(2);
  });
});
