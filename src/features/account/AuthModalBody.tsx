import { css } from '@linaria/core';
import { lazy, useEffect, useState } from 'react';
import { Button } from '../../ui/Button.tsx';
import { accountMessage } from './accountMessages.ts';
import { AUTH_VIEW_EVENT, peekAuthView, takeAuthView, type AuthView } from './authView.ts';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';
import { LoginForm } from './LoginForm.tsx';
import { RegisterForm } from './RegisterForm.tsx';

// Only with LOGIN_FRAME_URL: the shop's own forms stay out of that chunk's way.
const LoginFrame = lazy(() => import('./LoginFrame.tsx').then((module) => ({ default: module.LoginFrame })));

const HEADINGS: Record<AuthView, string> = { login: 'Anmelden', register: 'Registrieren', forgot: 'Passwort vergessen' };

interface Props {
  frameUrl: string | undefined;
  /** A login or registration succeeded; the text goes into the success toast. */
  onDone: (text: string) => void;
  /** The login frame's cancel button: the modal closes, nothing else changes. */
  onCancel: () => void;
}

/**
 * The content of the authentication modal, mounted while it is open: the view asked for before
 * opening (requestAuthView) first, then whatever the shopper switches to.
 */
export function AuthModalBody({ frameUrl, onDone, onCancel }: Props) {
  // Read in render, used up once mounted: a render React discards (a lazy form suspending) must
  // not use up the view that was asked for.
  const [view, onView] = useState<AuthView>(peekAuthView);
  useEffect(() => {
    takeAuthView();
    const peek = () => onView(peekAuthView());
    window.addEventListener(AUTH_VIEW_EVENT, peek);
    return () => window.removeEventListener(AUTH_VIEW_EVENT, peek);
  }, []);
  return (
    <>
      <h3 className={heading}>{HEADINGS[view]}</h3>
      {frameUrl && view !== 'forgot' ? (
        <LoginFrame frameUrl={frameUrl} view={view} onLoggedIn={() => onDone(accountMessage('LOGGED_IN'))} onCancel={onCancel} />
      ) : view === 'login' ? (
        <LoginForm onLoggedIn={() => onDone(accountMessage('LOGGED_IN'))} />
      ) : view === 'register' ? (
        <RegisterForm onRegistered={() => onDone(accountMessage('REGISTERED'))} />
      ) : (
        <ForgotPasswordForm />
      )}
      <div className={switches}>
        {view === 'login' ? (
          <>
            {!frameUrl && (
              <Button variant="link" onClick={() => onView('forgot')}>
                Passwort vergessen?
              </Button>
            )}
            <p>
              Neu bei uns?{' '}
              <Button variant="link" onClick={() => onView('register')}>
                Jetzt registrieren
              </Button>
            </p>
          </>
        ) : (
          <Button variant="link" onClick={() => onView('login')}>
            Zurück zur Anmeldung
          </Button>
        )}
      </div>
    </>
  );
}

const heading = css`
  margin: 0 0 var(--space-3);
  font-size: 1.125rem;
`;
const switches = css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: var(--space-2);
  margin-top: var(--space-4);
`;
