import { css } from '@linaria/core';
import { useEffect, useRef } from 'react';
import { OVERLAY_IDS } from '../../shop/context/overlays.ts';
import { Button } from '../../ui/Button.tsx';
import { useModal } from '../../ui/useModal.ts';
import { media } from '../../ui/breakpoints.ts';
import { checkoutTexts } from './texts.ts';

interface Props {
  loggedIn: boolean;
  locale: string;
  onGuest: () => void;
  onContinue: () => void;
}

/**
 * Who orders: customers log in through the shop's authentication modal (#headerAuthModal), guests
 * go on with their e-mail address. Once logged in, the step offers to go on (and takes focus, as
 * the modal closes).
 */
export function CustomerStep({ loggedIn, locale, onGuest, onContinue }: Props) {
  const t = checkoutTexts(locale);
  const auth = useModal(OVERLAY_IDS.auth);
  const next = useRef<HTMLDivElement>(null);
  const wasLoggedIn = useRef(loggedIn);
  useEffect(() => {
    if (loggedIn && !wasLoggedIn.current && !auth.open) next.current?.querySelector('button')?.focus();
    if (!auth.open) wasLoggedIn.current = loggedIn;
  }, [loggedIn, auth.open]);

  if (loggedIn) {
    return (
      <div className={box}>
        <p>{t.checkoutLoggedIn()}</p>
        <div ref={next}>
          <Button onClick={onContinue}>{t.checkoutToAddress()}</Button>
        </div>
      </div>
    );
  }
  return (
    <div className={choices}>
      <section className={box} aria-labelledby="checkout-customer">
        <h3 id="checkout-customer">{t.checkoutCustomerTitle()}</h3>
        <p>{t.checkoutCustomerText()}</p>
        <div>
          <Button onClick={auth.show}>{t.checkoutLogin()}</Button>
        </div>
      </section>
      <section className={box} aria-labelledby="checkout-guest">
        <h3 id="checkout-guest">{t.checkoutGuestTitle()}</h3>
        <p>{t.checkoutGuestText()}</p>
        <div>
          <Button variant="secondary" onClick={onGuest}>
            {t.checkoutAsGuest()}
          </Button>
        </div>
      </section>
    </div>
  );
}

const choices = css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: var(--space-4);
  @media ${media.phone} {
    grid-template-columns: 1fr;
  }
`;
const box = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
  padding: var(--space-4);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-l);
  h3,
  p {
    margin: 0;
  }
`;
