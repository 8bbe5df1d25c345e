import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HashModal } from './HashModal.tsx';
import { useModal } from './useModal.ts';

// jsdom has no modal dialogs: the browser's part (open attribute, top layer) is stubbed here;
// focus handling and closing are the component's and run for real.
const showModal = vi.fn(function (this: HTMLDialogElement) {
  this.setAttribute('open', '');
});
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = showModal;
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(() => {
  history.replaceState(null, '', '/');
  showModal.mockClear();
});

function Page() {
  const sizes = useModal('sizeTable');
  return (
    <>
      <button type="button" onClick={sizes.show}>
        Größentabelle
      </button>
      <HashModal id="sizeTable" title="Größe wählen">
        <button type="button">Größe 38</button>
      </HashModal>
    </>
  );
}

const dialog = () => screen.getByRole('dialog', { hidden: true }) as HTMLDialogElement;

describe('<HashModal> and useModal', () => {
  it('opens as a modal from the hash of a shared link', async () => {
    history.replaceState(null, '', '/p/1#other,sizeTable');
    render(<Page />);
    await waitFor(() => expect(dialog().open).toBe(true));
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Größe wählen' })).toBeTruthy();
    expect(dialog().getAttribute('aria-labelledby')).toBe(screen.getByRole('heading').id);
  });

  it('closes on Escape (the dialog cancel) and leaves the other overlays in the hash', async () => {
    history.replaceState(null, '', '/p/1#other,sizeTable');
    render(<Page />);
    await waitFor(() => expect(dialog().open).toBe(true));
    const cancel = new Event('cancel', { cancelable: true });
    act(() => void dialog().dispatchEvent(cancel));
    expect(cancel.defaultPrevented).toBe(true);
    await waitFor(() => expect(dialog().open).toBe(false));
    expect(location.hash).toBe('#other');
    // The content goes after the modal unmount delay.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Größe 38', hidden: true })).toBeNull());
  });

  it('opens from its opener through the hash and returns focus to it on close', async () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Größentabelle' });
    opener.focus();
    fireEvent.click(opener);
    await waitFor(() => expect(dialog().open).toBe(true));
    expect(location.hash).toBe('#sizeTable');
    screen.getByRole('button', { name: 'Größe 38', hidden: true }).focus();
    // Opened in this session: closing goes back in history.
    fireEvent.click(screen.getByRole('button', { name: 'Schließen', hidden: true }));
    await waitFor(() => expect(dialog().open).toBe(false));
    expect(location.hash).toBe('');
    expect(document.activeElement).toBe(opener);
  });

  it('closes when the backdrop is clicked, not when the content is', async () => {
    history.replaceState(null, '', '/#sizeTable');
    render(<Page />);
    await waitFor(() => expect(dialog().open).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Größe 38', hidden: true }));
    expect(dialog().open).toBe(true);
    fireEvent.click(dialog());
    await waitFor(() => expect(dialog().open).toBe(false));
  });
});
