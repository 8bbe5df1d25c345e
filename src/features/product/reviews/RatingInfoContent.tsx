import { css } from '@linaria/core';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { OVERLAY_IDS } from '../../../shop/context/overlays.ts';
import { Button } from '../../../ui/Button.tsx';
import { useModal } from '../../../ui/useModal.ts';
import { Stars } from '../../../ui/Stars.tsx';
import type { RatingInfoContentQuery as QueryType } from './__generated__/RatingInfoContentQuery.graphql.ts';
import { emptyReviewsText, formatAverage, reviewCountText, starsText } from './reviewRules.ts';
import { usePageContext } from 'vike-react/usePageContext';
import { reviewTexts } from './texts.ts';

export const query = graphql`
  query RatingInfoContentQuery($productId: ID!, $locale: String!) {
    reviewStatistics(productId: $productId, locale: $locale) {
      id
      averageRating
      totalReviewCount
      ratingStatistics {
        ratingDistribution {
          rating
          count
        }
        attributeRatingsAverage {
          attributeKey
          percentage
          valueRange
        }
      }
    }
  }
`;

/** The rating information modal: average, distribution of stars and the rated attributes. */
export default function RatingInfoContent({ queryRef }: { queryRef: PreloadedQuery<QueryType> }) {
  const { locale } = usePageContext().shop;
  const texts = reviewTexts(locale);
  const { reviewStatistics: stats } = usePreloadedQuery<QueryType>(query, queryRef);
  const ratings = useModal(OVERLAY_IDS.ratings);
  const write = useModal(OVERLAY_IDS.writeReview);
  const total = stats.totalReviewCount;
  const distribution = [...stats.ratingStatistics.ratingDistribution].sort((a, b) => b.rating - a.rating);
  return (
    <div className={layout}>
      {typeof stats.averageRating === 'number' && total > 0 ? (
        <p className={average}>
          <Stars rating={stats.averageRating * 20} locale={locale} size="large" />
          <span>
            <strong>{formatAverage(locale, stats.averageRating)}</strong> {texts.reviewOutOf5Stars()} · {reviewCountText(locale, total)}
          </span>
        </p>
      ) : (
        <p>{emptyReviewsText(locale, null)}</p>
      )}
      {total > 0 && (
        <section aria-labelledby="rating-distribution">
          <h3 id="rating-distribution" className={heading}>
            {texts.reviewDistribution()}
          </h3>
          <ul className={rows}>
            {distribution.map(({ rating, count }) => (
              <li key={rating} className={row}>
                <span className={rowLabel}>{starsText(locale, rating)}</span>
                <meter
                  className={bar}
                  min={0}
                  max={total}
                  value={count}
                  aria-label={`${starsText(locale, rating)}: ${reviewCountText(locale, count)}`}
                />
                <span className={rowCount}>{count}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {stats.ratingStatistics.attributeRatingsAverage.length > 0 && (
        <section aria-labelledby="rating-attributes">
          <h3 id="rating-attributes" className={heading}>
            {texts.reviewAttributes()}
          </h3>
          <dl className={attributes}>
            {stats.ratingStatistics.attributeRatingsAverage.map((attribute) => (
              <div key={attribute.attributeKey} className={attributeRow}>
                <dt className={attributeName}>{attribute.attributeKey}</dt>
                <dd className={scale}>
                  <AttributeScale percentage={attribute.percentage} labels={attribute.valueRange} />
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      <div className={actions}>
        {total > 0 && (
          <Button variant="secondary" onClick={ratings.show}>
            {texts.reviewReadAll()}
          </Button>
        )}
        <Button onClick={write.show}>{texts.reviewWrite()}</Button>
      </div>
    </div>
  );
}

/** The average's position on the attribute's scale, the scale's labels below it. */
function AttributeScale({ percentage, labels }: { percentage: number; labels: readonly string[] }) {
  const x = Math.min(100, Math.max(0, percentage));
  const nearest = labels[Math.round((x / 100) * (labels.length - 1))] ?? '';
  return (
    <>
      {/* SVG attributes, not inline styles: the shop's CSP allows no style attributes. */}
      <svg
        className={track}
        viewBox="0 0 100 10"
        preserveAspectRatio="none"
        role="img"
        aria-label={reviewTexts(usePageContext().shop.locale).reviewAverage({ value: nearest })}
      >
        <rect className={trackLine} x="0" y="4" width="100" height="2" />
        <rect className={marker} x={Math.min(97, x - 1.5)} y="0" width="3" height="10" />
      </svg>
      <span className={scaleLabels} aria-hidden="true">
        {labels.map((label) => (
          <span key={label}>{label}</span>
        ))}
      </span>
    </>
  );
}

const layout = css`
  display: grid;
  gap: var(--space-5);
`;
const average = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-3);
  margin: 0;
`;
const heading = css`
  margin: 0 0 var(--space-3);
  font-size: 1rem;
`;
const rows = css`
  display: grid;
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  list-style: none;
`;
const row = css`
  display: grid;
  grid-template-columns: 5rem minmax(0, 1fr) 2.5rem;
  align-items: center;
  gap: var(--space-3);
`;
const rowLabel = css`
  white-space: nowrap;
`;
const bar = css`
  width: 100%;
  height: 0.75rem;
`;
const rowCount = css`
  text-align: right;
  color: var(--color-muted);
`;
const attributes = css`
  display: grid;
  gap: var(--space-4);
  margin: 0;
`;
const attributeRow = css`
  display: grid;
  gap: var(--space-1);
`;
const attributeName = css`
  font-weight: 700;
`;
const scale = css`
  margin: 0;
`;
const track = css`
  display: block;
  width: 100%;
  height: 0.75rem;
`;
const trackLine = css`
  fill: var(--color-border);
`;
const marker = css`
  fill: var(--color-primary);
`;
const scaleLabels = css`
  display: flex;
  justify-content: space-between;
  gap: var(--space-2);
  color: var(--color-muted);
  font-size: 0.875rem;
`;
const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-3);
`;
