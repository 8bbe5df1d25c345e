import { css } from '@linaria/core';
import { useEffect, useRef } from 'react';
import { OVERLAY_IDS } from '../../shop/context/overlays.ts';
import { Button } from '../../ui/Button.tsx';
import { useModal } from '../../ui/useModal.ts';
import { media } from '../../ui/breakpoints.ts';

interface Props {
  loggedIn: boolean;
  onGuest: () => void;
  onContinue: () => void;
}

/**
 * Who orders: customers log in through the shop's authentication modal (#headerAuthModal), guests
 * go on with their e-mail address. Once logged in, the step offers to go on (and takes focus, as
 * the modal closes).
 */
export function CustomerStep({ loggedIn, onGuest, onContinue }: Props) {
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
        <p>Sie sind angemeldet. Ihre Lieferadresse haben wir aus Ihrem Kundenkonto übernommen.</p>
        <div ref={next}>
          <Button onClick={onContinue}>Weiter zur Lieferadresse</Button>
        </div>
      </div>
    );
  }
  return (
    <div className={choices}>
      <section className={box} aria-labelledby="checkout-customer">
        <h3 id="checkout-customer">Ich bin bereits Kunde</h3>
        <p>Melden Sie sich mit Kundennummer oder E-Mail-Adresse an: Ihre Adresse ist dann schon eingetragen.</p>
        <div>
          <Button onClick={auth.show}>Anmelden</Button>
        </div>
      </section>
      <section className={box} aria-labelledby="checkout-guest">
        <h3 id="checkout-guest">Ich bin neu hier</h3>
        <p>Bestellen Sie ohne Kundenkonto. Wir brauchen nur Ihre Adresse und Ihre E-Mail-Adresse für die Bestellbestätigung.</p>
        <div>
          <Button variant="secondary" onClick={onGuest}>
            Als Gast bestellen
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
