import { css } from '@linaria/core';
import { useId, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { OVERLAY_IDS } from '../../shop/context/overlays.ts';
import { Button } from '../../ui/Button.tsx';
import { control, labelText } from '../../ui/form/styles.ts';
import { formatPrice } from '../../ui/formatPrice.ts';
import { useModal } from '../../ui/useModal.ts';
import type { BasketDisposalService_basket$key } from './__generated__/BasketDisposalService_basket.graphql.ts';
import { basketMessage } from './basketMessages.ts';
import { disposalPieces } from './disposalRules.ts';
import { useBookDisposalMutation } from './useBookDisposalMutation.ts';
import { basketTexts } from './texts.ts';

/** Price per piece in cents (specification section 9), shown before anything is booked. */
const DISPOSAL_UNIT_PRICE = 2999;

/**
 * The disposal service: bookable only with a mattress or slatted frame in the basket, for at most
 * as many pieces as there are of them; with the disposal-note modal (mounted by the page).
 */
export function BasketDisposalService({
  basket: key,
  locale,
  phone,
}: {
  basket: BasketDisposalService_basket$key;
  locale: string;
  phone: string;
}) {
  const basket = useFragment(
    graphql`
      fragment BasketDisposalService_basket on Basket {
        items {
          id
          quantity
          allowsDisposalService
        }
        disposalService {
          quantity
          unitPrice
        }
        totals {
          currency
        }
      }
    `,
    key,
  );
  const id = useId();
  const note = useModal(OVERLAY_IDS.disposalNote);
  const { book, inFlight } = useBookDisposalMutation();
  const sending = useRef(false);
  const [problem, setProblem] = useState<string | null>(null);
  const eligible = disposalPieces(basket.items);
  if (eligible === 0) return null;
  const booked = basket.disposalService?.quantity ?? 0;
  const unitPrice = basket.disposalService?.unitPrice ?? DISPOSAL_UNIT_PRICE;
  const money = (cents: number) => formatPrice(cents, basket.totals.currency, locale);
  const t = basketTexts(locale);

  const choose = async (quantity: number) => {
    if (sending.current) return;
    sending.current = true;
    setProblem(null);
    const result = await book(quantity);
    sending.current = false;
    if (!result.ok) setProblem(basketMessage(locale, result.failure.code, result.failure.params, phone));
  };

  return (
    <section className={box} aria-labelledby={`${id}-title`} data-testid="basket-disposal-service">
      <h2 id={`${id}-title`} className={title}>
        {t.basketDisposalTitle()}
      </h2>
      <p className={text}>{t.basketDisposalText({ price: money(unitPrice) })}</p>
      <label htmlFor={id} className={labelText}>
        {t.basketDisposalCount()}
      </label>
      <select
        id={id}
        className={control}
        value={Math.min(booked, eligible)}
        aria-busy={inFlight || undefined}
        onChange={(event) => void choose(Number(event.target.value))}
      >
        {Array.from({ length: eligible + 1 }, (_, pieces) => (
          <option key={pieces} value={pieces}>
            {pieces === 0 ? t.basketDisposalNone() : t.basketDisposalPieces({ count: pieces, price: money(pieces * unitPrice) })}
          </option>
        ))}
      </select>
      <p className={error} role="alert">
        {problem}
      </p>
      <Button variant="link" aria-haspopup="dialog" onClick={note.show}>
        {t.basketDisposalNote()}
      </Button>
    </section>
  );
}

const box = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-2);
  margin-top: var(--space-5);
  padding: var(--space-4);
  border-radius: var(--radius-m);
  background: var(--color-surface);
  & select {
    max-width: 20rem;
  }
`;
const title = css`
  margin: 0;
  font-size: 1.125rem;
`;
const text = css`
  margin: 0;
`;
const error = css`
  margin: 0;
  color: var(--color-error);
  &:empty {
    display: none;
  }
`;
