import { css } from '@linaria/core';
import { graphql, useFragment } from 'react-relay';
import { OrderTotals } from '../../entities/order/OrderTotals.tsx';
import { OVERLAY_IDS } from '../../shop/context/overlays.ts';
import { Button } from '../../ui/Button.tsx';
import { useModal } from '../../ui/useModal.ts';
import type { BasketTotals_totals$key } from './__generated__/BasketTotals_totals.graphql.ts';

/**
 * The total lines of a basket: sum of articles, shipping, each other cost line that applies, and
 * the total. The shipping line opens the shipping-cost modal (mounted by the layout).
 */
export function BasketTotals({ totals: key, locale }: { totals: BasketTotals_totals$key; locale: string }) {
  const totals = useFragment(
    graphql`
      fragment BasketTotals_totals on BasketTotals {
        ...OrderTotals_totals @relay(mask: false)
      }
    `,
    key,
  );
  const shippingModal = useModal(OVERLAY_IDS.shippingCost);
  return (
    <OrderTotals
      data-testid="basket-totals"
      totals={totals}
      currency={totals.currency}
      locale={locale}
      lineLabel={(line) =>
        line.key === 'shipping' ? (
          <Button variant="link" className={inline} aria-haspopup="dialog" onClick={shippingModal.show}>
            {line.label}
          </Button>
        ) : (
          line.label
        )
      }
    />
  );
}

const inline = css`
  min-height: 0;
  padding: 0;
  font-weight: inherit;
`;
