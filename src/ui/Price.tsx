import { css, cx } from '@linaria/core';
import { formatPrice } from './formatPrice.ts';
import { visuallyHidden } from './styles.ts';

interface Props {
  /** Current price in cents (the lowest one for a range). */
  amount: number;
  /** Old price in cents; shown only when greater than 0 and above the current price. */
  old?: number;
  currency: string;
  locale?: string;
  /** Prices differ between variants: shown as 'ab …'. */
  range?: boolean;
  size?: 'small' | 'large';
}

/** A price with its optional old price; amounts are cents. */
export function Price({ amount, old = 0, currency, locale, range = false, size = 'small' }: Props) {
  const reduced = old > 0 && old > amount;
  const current = formatPrice(amount, currency, locale);
  return (
    <span className={cx(price, size === 'large' && large)}>
      {reduced && (
        <s className={oldPrice}>
          <span className={visuallyHidden}>Statt </span>
          {formatPrice(old, currency, locale)}
        </s>
      )}
      <span className={cx(reduced && sale)}>
        {range ? 'ab ' : ''}
        {reduced && <span className={visuallyHidden}>Jetzt </span>}
        {current}
      </span>
    </span>
  );
}

const price = css`
  display: inline-flex;
  gap: 0.5rem;
  align-items: baseline;
  font-weight: 700;
`;
const large = css`
  font-size: 1.5rem;
`;
const oldPrice = css`
  color: var(--color-muted);
  font-weight: 400;
  font-size: 0.875em;
`;
const sale = css`
  color: var(--color-sale);
`;
