import { OrderTotals } from '../../entities/order/OrderTotals.tsx';
import { withCharge, type Totals } from '../../entities/order/totals.ts';
import { checkoutTexts } from './texts.ts';

interface Props {
  totals: Totals;
  currency: string;
  locale: string;
  /** Express charge the order will add when chosen (cents). */
  express?: number;
}

/** The cost lines of the order, with the express charge once the shopper chooses it. */
export function CheckoutTotals({ totals, currency, locale, express = 0 }: Props) {
  return (
    <OrderTotals
      aria-label={checkoutTexts(locale).checkoutCosts()}
      totals={withCharge(totals, 'express', express)}
      currency={currency}
      locale={locale}
    />
  );
}
