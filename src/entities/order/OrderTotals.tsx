import type { ReactNode } from 'react';
import { graphql } from 'react-relay';
import { formatPrice } from '../../ui/formatPrice.ts';
import { TotalsList, TotalsNote } from '../../ui/TotalsList.tsx';
import { orderTexts } from './texts.ts';
import { totalLines, type TotalLine, type Totals } from './totals.ts';

// The cost fields of a basket or an order (the basket and the checkout's review step). Selections
// spread `...OrderTotals_totals @relay(mask: false)`: unmasked, the fields land in the spreading
// selection's own data and the browser loads no artifact for this fragment (nothing reads this
// constant; the build leaves it out).
export const OrderTotalsFragment = graphql`
  fragment OrderTotals_totals on BasketTotals {
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
`;

interface Props {
  totals: Totals;
  currency: string;
  locale: string;
  /** What a line shows as its label; the basket makes its shipping line open the shipping costs. */
  lineLabel?: (line: TotalLine) => ReactNode;
  'aria-label'?: string;
  'data-testid'?: string;
}

/**
 * The cost lines of a basket or an order: each line that applies ('kostenlos' when free), then the
 * total including VAT.
 */
export function OrderTotals({ totals, currency, locale, lineLabel = (line) => line.label, ...rest }: Props) {
  const t = orderTexts(locale);
  const money = (cents: number) => formatPrice(cents, currency, locale);
  return (
    <TotalsList
      {...rest}
      rows={totalLines(locale, totals).map((line) => ({
        key: line.key,
        label: lineLabel(line),
        value: line.free ? t.orderFree() : money(line.amount),
      }))}
      total={{
        label: (
          <>
            {t.orderTotal()} <TotalsNote>{t.orderInclVat()}</TotalsNote>
          </>
        ),
        value: money(totals.total),
      }}
    />
  );
}
