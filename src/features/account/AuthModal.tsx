import { css } from '@linaria/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { OVERLAY_IDS } from '../../shop/overlays.ts';
import { Button } from '../../ui/Button.tsx';
import { useModal } from '../../ui/HashModal.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { useToast } from '../../ui/toast/Toasts.tsx';
import { accountMessage } from './accountMessages.ts';
import { AUTH_VIEW_EVENT, peekAuthView, takeAuthView, type AuthView } from './authView.ts';

// The forms and their validation library load only when a guest opens the modal.
const LoginForm = lazy(() => import('./LoginForm.tsx').then((module) => ({ default: module.LoginForm })));
const RegisterForm = lazy(() => import('./RegisterForm.tsx').then((module) => ({ default: module.RegisterForm })));
const ForgotPasswordForm = lazy(() => import('./ForgotPasswordForm.tsx').then((module) => ({ default: module.ForgotPasswordForm })));
const LoginFrame = lazy(() => import('./LoginFrame.tsx').then((module) => ({ default: module.LoginFrame })));

const TITLES: Record<AuthView, string> = { login: 'Anmeldung', register: 'Registrierung', forgot: 'Passwort vergessen' };

/**
 * The 'Authentication' modal (#headerAuthModal), opened by the header's account tool for guests
 * and by anything that needs a login. With LOGIN_FRAME_URL configured it shows the identity
 * provider's frame, else the shop's own forms: login, registration and the password request.
 * A successful login sets the login marker (LOGIN_CHANGED on window) and closes the modal.
 */
export function AuthModal() {
  const { open, close, modalProps } = useModal(OVERLAY_IDS.auth);
  const { clientApi } = usePageContext();
  const frameUrl = clientApi.loginFrameUrl;
  const toast = useToast();
  const [view, setView] = useState<AuthView>('login');

  // A view asked for before opening is used up when the modal opens; one asked for while it is
  // open shows at once.
  useEffect(() => {
    const take = () => setView(takeAuthView());
    const peek = () => setView(peekAuthView());
    if (open) take();
    window.addEventListener(AUTH_VIEW_EVENT, peek);
    return () => window.removeEventListener(AUTH_VIEW_EVENT, peek);
  }, [open]);

  const done = (text: string) => {
    close();
    toast.show({ variant: 'success', text });
  };

  return (
    <Modal title={TITLES[view]} {...modalProps}>
      {open && (
        <Suspense fallback={<p>Wird geladen …</p>}>
          {frameUrl && view !== 'forgot' ? (
            <LoginFrame frameUrl={frameUrl} view={view} onLoggedIn={() => done(accountMessage('LOGGED_IN'))} />
          ) : view === 'login' ? (
            <LoginForm onLoggedIn={() => done(accountMessage('LOGGED_IN'))} />
          ) : view === 'register' ? (
            <RegisterForm onRegistered={() => done(accountMessage('REGISTERED'))} />
          ) : (
            <ForgotPasswordForm />
          )}
        </Suspense>
      )}
      <div className={switches}>
        {view === 'login' ? (
          <>
            {!frameUrl && (
              <Button variant="link" onClick={() => setView('forgot')}>
                Passwort vergessen?
              </Button>
            )}
            <p>
              Neu bei uns?{' '}
              <Button variant="link" onClick={() => setView('register')}>
                Jetzt registrieren
              </Button>
            </p>
          </>
        ) : (
          <Button variant="link" onClick={() => setView('login')}>
            Zurück zur Anmeldung
          </Button>
        )}
      </div>
    </Modal>
  );
}

const switches = css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: var(--space-2);
  margin-top: var(--space-4);
`;
