import { css } from '@linaria/core';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { usePageContext } from 'vike-react/usePageContext';
import { AsyncButton } from '../../ui/AsyncButton.tsx';
import { Link } from '../../ui/Link.tsx';
import type { EmailVerificationHint_customer$key } from './__generated__/EmailVerificationHint_customer.graphql.ts';
import { hint } from './accountStyles.ts';
import { customerTexts } from './customerTexts.ts';
import { useRequestVerificationEmailMutation } from './useAccountMutations.ts';

type Sending = 'sendingSuccess' | 'sendingFailed' | null;

/**
 * The e-mail verification state of the account: notVerified asks for the confirmation
 * e-mail, pending offers to send it again, withdrawn sends the customer to customer service.
 */
export function EmailVerificationHint({ customer }: { customer: EmailVerificationHint_customer$key }) {
  const { verificationState, email } = useFragment(
    graphql`
      fragment EmailVerificationHint_customer on Customer {
        email
        verificationState
      }
    `,
    customer,
  );
  const t = customerTexts(usePageContext().shop.locale);
  const request = useRequestVerificationEmailMutation();
  const [sending, setSending] = useState<Sending>(null);
  if (verificationState === 'verified') return null;

  const send = async () => {
    try {
      await request();
      setSending('sendingSuccess');
    } catch {
      setSending('sendingFailed');
      return false;
    }
  };
  const headline =
    verificationState === 'withdrawn'
      ? t.customerVerifyWithdrawn()
      : verificationState === 'pending'
        ? t.customerPendingVerify()
        : t.customerNotVerified();
  return (
    <section className={`${hint} ${box}`} aria-labelledby="email-verification-title" data-state={verificationState}>
      <h2 id="email-verification-title" className={title}>
        {headline}
      </h2>
      {verificationState === 'withdrawn' ? (
        <p>
          {t.customerVerifyWithdrawnText()} <Link href="/contact">{t.customerToService()}</Link>
        </p>
      ) : (
        <>
          <p>{verificationState === 'pending' ? t.customerPendingText({ email }) : t.customerConfirmText({ email })}</p>
          <div>
            <AsyncButton variant="secondary" onClick={send} announce={false}>
              {verificationState === 'pending' ? t.customerSendAgain() : t.customerRequestEmail()}
            </AsyncButton>
          </div>
        </>
      )}
      <p role="status" className={outcome} data-outcome={sending ?? undefined}>
        {sending === 'sendingSuccess' ? t.customerSendingSuccess() : sending === 'sendingFailed' ? t.customerSendingFailed() : ''}
      </p>
    </section>
  );
}

const box = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-2);
  p {
    margin: 0;
  }
`;
const title = css`
  margin: 0;
  font-size: 1.125rem;
`;
const outcome = css`
  font-weight: 600;
  &:empty {
    display: none;
  }
  &[data-outcome='sendingFailed'] {
    color: var(--color-error);
  }
`;
