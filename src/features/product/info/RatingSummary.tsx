import { css } from '@linaria/core';
import { Stars, starsFromPercent } from '../../../ui/Stars.tsx';

interface Props {
  /** Rating as a percentage 0–100. */
  rating: number;
  /** Published reviews; not shown when unknown. */
  reviewCount?: number | null;
}

/** Stars and the average of a product's ratings, with the number of reviews when known. */
export function RatingSummary({ rating, reviewCount }: Props) {
  const average = starsFromPercent(rating).toLocaleString('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <div className={summary}>
      <Stars rating={rating} size="large" />
      <p className={text}>
        <span>
          <strong>{average}</strong> von 5 Sternen
        </span>
        {typeof reviewCount === 'number' && reviewCount > 0 && (
          <span className={count}>{reviewCount === 1 ? '1 Bewertung' : `${reviewCount.toLocaleString('de-DE')} Bewertungen`}</span>
        )}
      </p>
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
const count = css`
  color: var(--color-muted);
`;
