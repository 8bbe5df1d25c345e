import { totalLines, withCharge, type Totals } from '../../entities/order/totals.ts';
import { formatPrice } from '../../ui/formatPrice.ts';
import { TotalsList, TotalsNote } from '../../ui/TotalsList.tsx';

interface Props {
  totals: Totals;
  currency: string;
  locale: string;
  /** Express charge the order will add when chosen (cents). */
  express?: number;
}

/** The cost lines of the order, with the express charge once the shopper chooses it. */
export function CheckoutTotals({ totals, currency, locale, express = 0 }: Props) {
  const shown = withCharge(totals, 'express', express);
  const money = (cents: number) => formatPrice(cents, currency, locale);
  return (
    <TotalsList
      aria-label="Kosten"
      rows={totalLines(shown).map((line) => ({ key: line.key, label: line.label, value: line.free ? 'kostenlos' : money(line.amount) }))}
      total={{
        label: (
          <>
            Gesamtsumme <TotalsNote>inkl. MwSt.</TotalsNote>
          </>
        ),
        value: money(shown.total),
      }}
    />
  );
}
