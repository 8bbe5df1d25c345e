import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePopoverFocus } from './usePopoverFocus.ts';

function Harness() {
  const { root, focusedId, setFocusedId } = usePopoverFocus<HTMLDivElement>();
  return (
    <div ref={root}>
      {/* Like the level-2 links: a first click opens the popover. */}
      <a href="/kleider" data-nav-id="kleider" onClick={(event) => (event.preventDefault(), setFocusedId('kleider'))}>
        Kleider
      </a>
      {focusedId && <a href="/kleider/sommer">Sommerkleider</a>}
    </div>
  );
}

describe('usePopoverFocus', () => {
  it('closes on a pointer down outside, not inside', () => {
    render(<Harness />);
    fireEvent.click(screen.getByText('Kleider'));
    fireEvent.pointerDown(screen.getByText('Sommerkleider'));
    expect(screen.queryByText('Sommerkleider')).not.toBeNull();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByText('Sommerkleider')).toBeNull();
  });

  it('closes on Escape and sends focus from inside the popover back to its item', () => {
    render(<Harness />);
    fireEvent.click(screen.getByText('Kleider'));
    act(() => screen.getByText('Sommerkleider').focus());
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByText('Sommerkleider')).toBeNull();
    expect(document.activeElement).toBe(screen.getByText('Kleider'));
  });
});
