import { css } from '@linaria/core';
import { brandImageUrl } from '../../../ui/brandImage.ts';
import { formatDisplayNumber } from '../displayNumber.ts';
import { DisplayNumberChangedNotice } from './Notices.tsx';
import { usePageContext } from 'vike-react/usePageContext';
import { productTexts } from '../texts.ts';

interface Props {
  brand: string | null;
  /** The brand's logo; shown instead of its name, which becomes the logo's text alternative. */
  brandImage?: string | null;
  name: string;
  /** Level 1 on the product page, level 2 in the quick-buy popup. */
  level: 1 | 2;
  displayNumber: string;
  /** The number the shopper searched for, when the product now has another one. */
  oldDisplayNumber: string | null;
}

/** Brand, name and article number at the top of the buy box. */
export function BuyBoxTitle({ brand, brandImage, name, level, displayNumber, oldDisplayNumber }: Props) {
  const Title = level === 1 ? 'h1' : 'h2';
  return (
    <>
      <div>
        {brand && brandImage ? (
          <p className={brandStyle}>
            {/* 96 px high from the service, shown at half that: sharp on dense screens. Its height is fixed, so nothing moves when it loads. */}
            <img className={logo} src={brandImageUrl(brandImage)} alt={brand} height={48} />
          </p>
        ) : (
          brand && <p className={brandStyle}>{brand}</p>
        )}
        <Title className={title}>{name}</Title>
        <p className={number} data-testid="buybox-display-number">
          {productTexts(usePageContext().shop.locale).productArticleNumber()} {formatDisplayNumber(displayNumber)}
        </p>
      </div>
      {oldDisplayNumber && (
        <DisplayNumberChangedNotice
          displayNumber={formatDisplayNumber(displayNumber)}
          oldDisplayNumber={formatDisplayNumber(oldDisplayNumber)}
        />
      )}
    </>
  );
}

const brandStyle = css`
  margin: 0;
  color: var(--color-muted);
`;
const logo = css`
  display: block;
  width: auto;
  max-width: 12rem;
  height: 3rem;
  object-fit: contain;
  object-position: left center;
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
