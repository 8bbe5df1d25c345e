import { css } from '@linaria/core';
import { useEffect, useRef, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { ButtonLink } from '../../ui/Button.tsx';
import { accountTexts, type AccountKey } from './accountTexts.ts';
import { AccountSkeleton } from './AccountSkeleton.tsx';
import { useVerifyEmailMutation } from './useAccountMutations.ts';

type Outcome = 'success' | 'invalid' | 'error' | 'pending';

// Each outcome's hint code (for tests and analytics) and its texts in the account messages.
const TEXTS: Record<Outcome, { code: string; headline: AccountKey; text?: AccountKey }> = {
  success: { code: 'EMAIL_VERIFICATION_SUCCESS', headline: 'accountEmailSuccess' },
  invalid: { code: 'EMAIL_VERIFICATION_INVALID', headline: 'accountEmailInvalid', text: 'accountEmailInvalidText' },
  error: { code: 'EMAIL_VERIFICATION_ERROR', headline: 'accountEmailError', text: 'accountEmailErrorText' },
  pending: { code: 'EMAIL_VERIFICATION_PENDING', headline: 'accountEmailPending', text: 'accountEmailPendingText' },
};

/** The outcome of a verification answer; a failed call is the technical error. */
export function outcomeOf(status: string): Outcome {
  return status === 'success' || status === 'invalid' || status === 'pending' ? status : 'error';
}

/**
 * The e-mail verification page (/email…?token=…): verifies the link's token once in the browser
 * and shows success, invalid link (a new one is on its way), technical error or pending.
 */
export function EmailVerificationPage() {
  const { urlParsed, shop } = usePageContext();
  const t = accountTexts(shop.locale);
  const token = urlParsed.search.token ?? '';
  const verify = useVerifyEmailMutation();
  const [answer, setOutcome] = useState<Outcome | null>(null);
  // A link without a token is invalid on its face: no call, the same on server and client.
  const outcome = token ? answer : 'invalid';
  const started = useRef<string | null>(null);
  useEffect(() => {
    if (!token || started.current === token) return;
    started.current = token;
    verify(token).then(
      (status) => setOutcome(outcomeOf(status)),
      () => setOutcome('error'),
    );
  }, [token, verify]);

  return (
    <section className={page} aria-labelledby="email-verification-outcome">
      <div className={answerSpace}>
        {outcome === null ? (
          <>
            <h1 id="email-verification-outcome">{t.accountEmailConfirm()}</h1>
            <AccountSkeleton lines={1} />
          </>
        ) : (
          <div role={outcome === 'success' ? 'status' : 'alert'} data-code={TEXTS[outcome].code}>
            <h1 id="email-verification-outcome">{t[TEXTS[outcome].headline]()}</h1>
            {TEXTS[outcome].text && <p>{t[TEXTS[outcome].text]()}</p>}
          </div>
        )}
      </div>
      <div className={links}>
        <ButtonLink href="/customer">{t.accountToAccount()}</ButtonLink>
        <ButtonLink href="/" variant="secondary">
          {t.accountContinueShopping()}
        </ButtonLink>
      </div>
    </section>
  );
}

const page = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
  max-width: 40rem;
  min-height: 16rem;
  margin: var(--space-6) auto;
  h1 {
    margin: 0;
    font-size: 1.5rem;
  }
`;
// Room for the longest answer on a narrow phone, the skeleton's as well: the links below stay
// where they are when the answer replaces the skeleton.
const answerSpace = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
  min-height: 11rem;
`;
const links = css`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-3);
`;
