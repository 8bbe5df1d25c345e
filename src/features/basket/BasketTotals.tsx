import { css } from '@linaria/core';
import { graphql, useFragment } from 'react-relay';
import { totalLines } from '../../entities/order/totals.ts';
import { OVERLAY_IDS } from '../../shop/overlays.ts';
import { Button } from '../../ui/Button.tsx';
import { formatPrice } from '../../ui/formatPrice.ts';
import { useModal } from '../../ui/useModal.ts';
import { TotalsList, TotalsNote } from '../../ui/TotalsList.tsx';
import type { BasketTotals_totals$key } from './__generated__/BasketTotals_totals.graphql.ts';

/**
 * The total lines of a basket: sum of articles, shipping, each other cost line that applies, and
 * the total. The shipping line opens the shipping-cost modal (mounted by the layout).
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
    <TotalsList
      data-testid="basket-totals"
      rows={totalLines(totals).map((line) => ({
        key: line.key,
        label:
          line.key === 'shipping' ? (
            <Button variant="link" className={inline} aria-haspopup="dialog" onClick={shippingModal.show}>
              {line.label}
            </Button>
          ) : (
            line.label
          ),
        value: line.free ? 'kostenlos' : money(line.amount),
      }))}
      total={{
        label: (
          <>
            Gesamtsumme <TotalsNote>inkl. MwSt.</TotalsNote>
          </>
        ),
        value: money(totals.total),
      }}
    />
  );
}

const inline = css`
  min-height: 0;
  padding: 0;
  font-weight: inherit;
`;
