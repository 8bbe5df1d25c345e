import { css } from '@linaria/core';
import { Suspense } from 'react';
import { OVERLAY_IDS } from '../../shop/context/overlays.ts';
import { Button } from '../../ui/Button.tsx';
import { lazyComponent } from '../../ui/lazy/lazyComponent.tsx';
import { useModal } from '../../ui/useModal.ts';
import { Icon } from '../../ui/Icon.tsx';
import { usePageContext } from 'vike-react/usePageContext';
import { accountTexts } from './accountTexts.ts';
import { promptColumns } from './accountStyles.ts';
import { requestAuthView, type AuthView } from './authView.ts';
import { withTexts } from '../../i18n/lazyTexts.ts';

/** The form has a chunk of its own; the account page loads it ahead where it shows the prompt (accountViews.ts). */
export const loginForm = lazyComponent(() =>
  withTexts(['frame', 'form', 'account'], import('./LoginForm.tsx')).then((module) => module.LoginForm),
);

const BENEFITS = ['accountPromptInvoices', 'accountPromptOrders', 'accountPromptBalance'] as const;

/**
 * What guests (and shoppers whose login ran out) see in the customer account: the benefits of
 * an account, the login (customer number or e-mail), registration and 'Passwort vergessen?'.
 */
export function LoginPrompt({ expired = false, onLoggedIn }: { expired?: boolean; onLoggedIn?: () => void }) {
  const t = accountTexts(usePageContext().shop.locale);
  const auth = useModal(OVERLAY_IDS.auth);
  const open = (view: AuthView) => {
    requestAuthView(view);
    auth.show();
  };
  return (
    <section className={prompt} aria-labelledby="login-prompt-title">
      {expired && (
        <p role="alert" className={notice}>
          {t.accountSessionExpired()}
        </p>
      )}
      <div className={promptColumns}>
        <div>
          <h2 id="login-prompt-title" className={heading}>
            {t.accountPromptTitle()}
          </h2>
          <p>{t.accountPromptIntro()}</p>
          <ul className={benefits}>
            {BENEFITS.map((benefit) => (
              <li key={benefit}>
                <Icon name="check" size={20} /> {t[benefit]()}
              </li>
            ))}
          </ul>
          <p>{t.accountPromptNoAccount()}</p>
          <Button variant="secondary" onClick={() => open('register')}>
            {t.accountPromptRegister()}
          </Button>
        </div>
        <div>
          <Suspense fallback={<div className={formSpace} />}>
            <loginForm.Component label={t.accountPromptLogin()} onLoggedIn={() => onLoggedIn?.()} />
          </Suspense>
          <p className={forgot}>
            <Button variant="link" onClick={() => open('forgot')}>
              {t.accountPromptForgot()}
            </Button>
          </p>
        </div>
      </div>
    </section>
  );
}

const prompt = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
`;
const heading = css`
  margin: 0 0 var(--space-3);
  font-size: 1.25rem;
`;
const benefits = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-2);
  margin: 0 0 var(--space-4);
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: var(--space-2);
    color: var(--color-text);
  }
  svg {
    color: var(--color-success);
  }
`;
const notice = css`
  margin: 0;
  padding: var(--space-3) var(--space-4);
  border-left: 4px solid var(--color-error);
  background: var(--color-surface);
`;
const forgot = css`
  margin: var(--space-3) 0 0;
`;
const formSpace = css`
  min-height: 16rem;
`;
