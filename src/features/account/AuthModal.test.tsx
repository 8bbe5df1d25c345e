import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setTextsLoader } from '../../i18n/lazyTexts.ts';
import { ToastProvider } from '../../ui/toast/Toasts.tsx';
import { AuthModal } from './AuthModal.tsx';
import { WithPageContext } from './testSupport.tsx';

// The forms' mutations are the API's part; here only the modal and its texts.
vi.mock('./useLoginMutation.ts', () => ({ useLoginMutation: () => ({ login: vi.fn(), inFlight: false }) }));

// jsdom has no modal dialogs: the browser's part (open attribute) is stubbed here.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(() => {
  setTextsLoader(undefined);
  history.replaceState(null, '', '/');
});

const renderModal = (locale: string) =>
  render(
    <WithPageContext locale={locale}>
      <ToastProvider routeKey="/">
        <AuthModal />
      </ToastProvider>
    </WithPageContext>,
  );

describe('<AuthModal>', () => {
  it('opens once its texts are loaded, titled in the shop’s language', async () => {
    let loaded: () => void = () => undefined;
    const asked: unknown[] = [];
    setTextsLoader((features) => {
      asked.push(features);
      return new Promise<void>((resolve) => (loaded = resolve));
    });
    history.replaceState(null, '', '/#headerAuthModal');
    renderModal('fr-CH');
    await act(async () => {
      await vi.dynamicImportSettled();
    });
    expect(asked).toEqual([['frame', 'form', 'account']]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => loaded());
    expect(await screen.findByRole('dialog', { name: 'Connexion' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeTruthy();
  });

  it('is the German shop’s Anmeldung', async () => {
    history.replaceState(null, '', '/#headerAuthModal');
    renderModal('de-DE');
    expect(await screen.findByRole('dialog', { name: 'Anmeldung' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Anmelden' })).toBeTruthy();
  });
});
