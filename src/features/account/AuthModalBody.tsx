import { css } from '@linaria/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { Button } from '../../ui/Button.tsx';
import { withTexts } from '../../i18n/lazyTexts.ts';
import { accountTexts, type AccountKey } from './accountTexts.ts';
import { AUTH_VIEW_EVENT, peekAuthView, takeAuthView, type AuthView } from './authView.ts';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';
import { LoginForm } from './LoginForm.tsx';
import { RegisterForm } from './RegisterForm.tsx';

// Only with LOGIN_FRAME_URL: the shop's own forms stay out of that chunk's way.
const LoginFrame = lazy(() => withTexts(['account'], import('./LoginFrame.tsx')).then((module) => ({ default: module.LoginFrame })));

const HEADINGS = {
  login: 'accountAuthLogin',
  register: 'accountAuthRegister',
  forgot: 'accountAuthForgot',
} as const satisfies Record<AuthView, AccountKey>;

/** The modal's title, in the shop's language. */
export const authTitle = (locale: string) => accountTexts(locale).accountAuthTitle();

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
  const t = accountTexts(usePageContext().shop.locale);
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
      <h3 className={heading}>{t[HEADINGS[view]]()}</h3>
      {frameUrl && view !== 'forgot' ? (
        <Suspense fallback={<p>{t.accountAuthLoading()}</p>}>
          <LoginFrame frameUrl={frameUrl} view={view} onLoggedIn={() => onDone(t.accountAuthLoggedIn())} onCancel={onCancel} />
        </Suspense>
      ) : view === 'login' ? (
        <LoginForm onLoggedIn={() => onDone(t.accountAuthLoggedIn())} />
      ) : view === 'register' ? (
        <RegisterForm onRegistered={() => onDone(t.accountAuthRegistered())} />
      ) : (
        <ForgotPasswordForm />
      )}
      <div className={switches}>
        {view === 'login' ? (
          <>
            {!frameUrl && (
              <Button variant="link" onClick={() => onView('forgot')}>
                {t.accountAuthForgotLink()}
              </Button>
            )}
            <p>
              {t.accountAuthNew()}{' '}
              <Button variant="link" onClick={() => onView('register')}>
                {t.accountAuthRegisterNow()}
              </Button>
            </p>
          </>
        ) : (
          <Button variant="link" onClick={() => onView('login')}>
            {t.accountAuthBackToLogin()}
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
