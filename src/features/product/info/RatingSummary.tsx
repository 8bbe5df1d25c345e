import { css } from '@linaria/core';
import { Stars, starsFromPercent } from '../../../ui/Stars.tsx';
import { formatNumber } from '../../../ui/numberFormats.ts';
import { usePageContext } from 'vike-react/usePageContext';
import { productTexts } from '../texts.ts';

interface Props {
  /** Rating as a percentage 0–100. */
  rating: number;
  /** Published reviews; not shown when unknown. */
  reviewCount?: number | null;
  /** Opens the rating information (distribution, attribute averages); without it plain text. */
  onOpen?: () => void;
}

/** Stars and the average of a product's ratings, with the number of reviews when known. */
export function RatingSummary({ rating, reviewCount, onOpen }: Props) {
  const { locale } = usePageContext().shop;
  const texts = productTexts(locale);
  const average = formatNumber(starsFromPercent(rating), locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const content = (
    <>
      <span>
        <strong>{average}</strong> {texts.productOutOf5Stars()}
      </span>
      {typeof reviewCount === 'number' && reviewCount > 0 && (
        <span className={count}>{texts.productReviewCount({ count: reviewCount, formatted: formatNumber(reviewCount, locale) })}</span>
      )}
    </>
  );
  return (
    <div className={summary}>
      <Stars rating={rating} locale={locale} size="large" />
      {onOpen ? (
        <button type="button" className={`${text} ${opener}`} onClick={onOpen} aria-haspopup="dialog">
          {content}
        </button>
      ) : (
        <p className={text}>{content}</p>
      )}
    </div>
  );
}

const summary = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
`;
const text = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.75rem;
  margin: 0;
`;
const opener = css`
  min-height: var(--touch-target);
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  text-decoration: underline;
  cursor: pointer;
  &:hover {
    color: var(--color-primary);
  }
`;
const count = css`
  color: var(--color-muted);
`;
