import { css, cx } from '@linaria/core';
import { formatPrice } from './formatPrice.ts';
import { visuallyHidden } from './styles.ts';

/** The spec's display rule: old price only when > 0 and above the current one; 'ab' for a range, else 'nur'. */
export function priceDisplay(amount: number, old: number | null | undefined, range: boolean) {
  return { reduced: old != null && old > 0 && old > amount, prefix: range ? 'ab' : 'nur' } as const;
}

interface Props {
  /** Current price in cents (the lowest one for a range). */
  amount: number;
  /** Old price in cents; shown only when greater than 0 and above the current price. */
  old?: number | null;
  currency: string;
  locale?: string;
  /** Prices differ between variants: shown as 'ab …'. */
  range?: boolean;
  /** Leave out the 'ab'/'nur' prefix (e.g. in lists of sums). */
  plain?: boolean;
  size?: 'small' | 'large';
}

/** A price with its optional old price; amounts are cents. */
export function Price({ amount, old, currency, locale, range = false, plain = false, size = 'small' }: Props) {
  const { reduced, prefix } = priceDisplay(amount, old, range);
  return (
    <span className={cx(price, size === 'large' && large)}>
      {/* One text per span (no separators between texts), no empty class: a listing renders sixty. */}
      <span className={reduced ? sale : undefined}>
        {reduced && <span className={visuallyHidden}>jetzt </span>}
        {!plain && <span className={prefixStyle}>{`${prefix} `}</span>}
        {formatPrice(amount, currency, locale)}
      </span>
      {reduced && old != null && (
        <s className={oldPrice}>
          <span className={visuallyHidden}>statt </span>
          {formatPrice(old, currency, locale)}
        </s>
      )}
    </span>
  );
}

const price = css`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 0 0.5rem;
  align-items: baseline;
  font-weight: 700;
`;
const large = css`
  font-size: 1.5rem;
`;
const prefixStyle = css`
  font-size: 0.8125em;
  font-weight: 400;
`;
const oldPrice = css`
  color: var(--color-muted);
  font-weight: 400;
  font-size: 0.875em;
`;
const sale = css`
  color: var(--color-sale);
`;
