import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ToastProvider, useToast } from './Toasts.tsx';

function Trigger() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.show({ variant: 'success', text: 'Der Artikel liegt im Warenkorb.' })}>
        Hinzufügen
      </button>
      <button type="button" onClick={() => toast.show({ variant: 'error', headline: 'Hoppla', text: 'Das hat nicht geklappt.' })}>
        Fehler
      </button>
    </>
  );
}

describe('toasts', () => {
  it('render nothing until the first toast, which loads the list and shows it', async () => {
    const { container } = render(
      <ToastProvider routeKey="/">
        <Trigger />
      </ToastProvider>,
    );
    expect(container.querySelectorAll('[role="status"], [role="alert"]')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Hinzufügen' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('ErfolgDer Artikel liegt im Warenkorb.');
    await userEvent.click(screen.getByRole('button', { name: 'Fehler' }));
    expect((await screen.findByRole('alert')).textContent).toBe('HopplaDas hat nicht geklappt.');
  });

  it('close with their button, and all go with a route change', async () => {
    const { rerender } = render(
      <ToastProvider routeKey="/">
        <Trigger />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Hinzufügen' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Hinweis schließen' }));
    expect(screen.queryByRole('status')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Fehler' }));
    await screen.findByRole('alert');
    await act(async () => {
      rerender(
        <ToastProvider routeKey="/warenkorb">
          <Trigger />
        </ToastProvider>,
      );
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
