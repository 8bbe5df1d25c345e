import { css } from '@linaria/core';
import { graphql, useFragment } from 'react-relay';
import { OVERLAY_IDS } from '../../shop/overlays.ts';
import { Button } from '../../ui/Button.tsx';
import { formatPrice } from '../../ui/formatPrice.ts';
import { useModal } from '../../ui/HashModal.tsx';
import type { BasketTotals_totals$key } from './__generated__/BasketTotals_totals.graphql.ts';
import { totalLines } from './totalLines.ts';

/**
 * The total lines of a basket (basket, checkout): sum of articles, each cost line that applies,
 * and the total. The shipping line opens the shipping-cost modal (mounted by the layout).
 */
export function BasketTotals({ totals: key, locale = 'de-DE' }: { totals: BasketTotals_totals$key; locale?: string }) {
  const totals = useFragment(
    graphql`
      fragment BasketTotals_totals on BasketTotals {
        currency
        articles
        shipping
        freight
        cashOnDelivery
        express
        instalmentSurcharge
        paymentPauseSurcharge
        voucherDiscount
        disposalService
        total
      }
    `,
    key,
  );
  const shippingModal = useModal(OVERLAY_IDS.shippingCost);
  const money = (cents: number) => formatPrice(cents, totals.currency, locale);
  return (
    <dl className={list} data-testid="basket-totals">
      {totalLines(totals).map((line) => (
        <div key={line.key} className={row} data-total={line.key}>
          <dt>
            {line.key === 'shipping' ? (
              <Button variant="link" className={inline} aria-haspopup="dialog" onClick={shippingModal.show}>
                {line.label}
              </Button>
            ) : (
              line.label
            )}
          </dt>
          <dd>{money(line.amount)}</dd>
        </div>
      ))}
      <div className={`${row} ${sum}`} data-total="total">
        <dt>
          Gesamtsumme <span className={note}>inkl. MwSt.</span>
        </dt>
        <dd>{money(totals.total)}</dd>
      </div>
    </dl>
  );
}

const list = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-2);
  margin: 0;
`;
const row = css`
  display: flex;
  justify-content: space-between;
  gap: var(--space-3);
  & dd {
    margin: 0;
    white-space: nowrap;
  }
`;
const sum = css`
  padding-top: var(--space-2);
  border-top: 1px solid var(--color-border);
  font-size: 1.125rem;
  font-weight: 700;
`;
const note = css`
  color: var(--color-muted);
  font-size: 0.875rem;
  font-weight: 400;
`;
const inline = css`
  min-height: 0;
  padding: 0;
  font-weight: inherit;
`;
