import { css } from '@linaria/core';
import { formatDisplayNumber } from '../displayNumber.ts';
import { DisplayNumberChangedNotice } from './Notices.tsx';

interface Props {
  brand: string | null;
  name: string;
  /** Level 1 on the product page, level 2 in the quick-buy popup. */
  level: 1 | 2;
  displayNumber: string;
  /** The number the shopper searched for, when the product now has another one. */
  oldDisplayNumber: string | null;
}

/** Brand, name and article number at the top of the buy box. */
export function BuyBoxTitle({ brand, name, level, displayNumber, oldDisplayNumber }: Props) {
  const Title = level === 1 ? 'h1' : 'h2';
  return (
    <>
      <div>
        {brand && <p className={brandStyle}>{brand}</p>}
        <Title className={title}>{name}</Title>
        <p className={number} data-testid="buybox-display-number">
          Artikelnummer {formatDisplayNumber(displayNumber)}
        </p>
      </div>
      {oldDisplayNumber && (
        <DisplayNumberChangedNotice displayNumber={formatDisplayNumber(displayNumber)} oldDisplayNumber={formatDisplayNumber(oldDisplayNumber)} />
      )}
    </>
  );
}

const brandStyle = css`
  margin: 0;
  color: var(--color-muted);
`;
const title = css`
  margin: 0;
  font-family: var(--font-heading);
  font-size: 1.75rem;
`;
const number = css`
  margin: 0.25rem 0 0;
  color: var(--color-muted);
  font-size: 0.875rem;
`;
