import { css, cx } from '@linaria/core';
import { formatPrice } from '../../ui/formatPrice.ts';
import { totalLines, type Totals } from './totals.ts';

interface Props {
  totals: Totals;
  currency: string;
  locale: string;
  /** Express charge the order will add when chosen (cents). */
  express?: number;
}

/** The cost lines of the order as a description list; the total last and bold. */
export function CheckoutTotals({ totals, currency, locale, express = 0 }: Props) {
  return (
    <>
      <dl className={list} aria-label="Kosten">
        {totalLines(totals, { express }).map((line) => (
          <div key={line.key} className={cx(row, line.emphasis && total)} data-testid={`total-${line.key}`}>
            <dt>{line.label}</dt>
            <dd>{line.free ? 'kostenlos' : formatPrice(line.amount, currency, locale)}</dd>
          </div>
        ))}
      </dl>
      <p className={note}>Alle Preise inkl. MwSt.</p>
    </>
  );
}

const list = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-1);
  margin: 0;
`;
const row = css`
  display: flex;
  justify-content: space-between;
  gap: var(--space-3);
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;
const total = css`
  padding-top: var(--space-2);
  border-top: 1px solid var(--color-border);
  font-weight: 700;
  font-size: 1.125rem;
`;
const note = css`
  margin: 0;
  color: var(--color-muted);
  font-size: 0.875rem;
`;
