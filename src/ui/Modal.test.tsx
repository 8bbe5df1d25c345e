import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from './Modal.tsx';
import { withModalDialogs } from '../../tests/component/dialogs.ts';

withModalDialogs();
afterEach(() => vi.useRealTimers());

const content = () => screen.queryByText('Größe 38');

function modal(open: boolean) {
  return (
    <Modal open={open} title="Größe wählen" onClose={() => undefined}>
      <p>Größe 38</p>
    </Modal>
  );
}

describe('<Modal>', () => {
  it('keeps its content mounted for 600 ms after closing, then unmounts it', () => {
    vi.useFakeTimers();
    const { rerender } = render(modal(true));
    const dialog = screen.getByRole('dialog', { hidden: true }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    rerender(modal(false));
    expect(dialog.open).toBe(false);
    act(() => vi.advanceTimersByTime(599));
    expect(content()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(content()).toBeNull();
  });

  it('starts afresh when it is opened again within the delay, and keeps that content open', () => {
    vi.useFakeTimers();
    const { rerender } = render(modal(true));
    const before = content();
    rerender(modal(false));
    act(() => vi.advanceTimersByTime(300));
    rerender(modal(true));
    expect(content()).not.toBe(before);
    const after = content();
    act(() => vi.advanceTimersByTime(600));
    expect(content()).toBe(after);
  });

  it('renders no content before it is first opened', () => {
    render(modal(false));
    expect(content()).toBeNull();
  });
});
