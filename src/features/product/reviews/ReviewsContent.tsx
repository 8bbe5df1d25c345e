import { css } from '@linaria/core';
import { useState, useTransition } from 'react';
import { createPortal } from 'react-dom';
import { graphql, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import { OVERLAY_IDS } from '../../../shop/context/overlays.ts';
import { Button } from '../../../ui/Button.tsx';
import { useModal } from '../../../ui/useModal.ts';
import type { ReviewsContentQuery as QueryType, ReviewSort as ApiSort } from './__generated__/ReviewsContentQuery.graphql.ts';
import { ReviewItem } from './ReviewItem.tsx';
import {
  emptyReviewsText,
  REVIEWS_PAGE_SIZE,
  reviewCountText,
  reviewSortLabel,
  starsText,
  withStarsText,
  type ReviewSort,
} from './reviewRules.ts';
import { ReviewSortModal } from './ReviewSortModal.tsx';
import { usePageContext } from 'vike-react/usePageContext';
import { reviewTexts } from './texts.ts';

export const query = graphql`
  query ReviewsContentQuery($productId: ID!, $locale: String!, $input: ReviewDisplayInput!) {
    reviewStatistics(productId: $productId, locale: $locale) {
      id
      totalReviewCount
      ratingStatistics {
        ratingDistribution {
          rating
          count
        }
      }
    }
    reviewDisplay(input: $input) {
      id
      totalCount
      page
      pageCount
      reviews {
        id
        ...ReviewItem_review
      }
    }
  }
`;

interface View {
  rating: number | null;
  sort: ReviewSort;
  page: number;
}

/**
 * 'Alle Bewertungen': star filter, sort (in the review sort modal), pages. A change keeps the
 * current list on screen (a transition) until the next page of reviews has arrived, so focus stays
 * on the control used.
 */
export default function ReviewsContent({
  initialQueryRef,
  productId,
  locale,
}: {
  initialQueryRef: PreloadedQuery<QueryType>;
  productId: string;
  locale: string;
}) {
  const [queryRef, loadQuery] = useQueryLoader<QueryType>(query, initialQueryRef);
  const [view, setView] = useState<View>({ rating: null, sort: 'newest', page: 1 });
  const [pending, startTransition] = useTransition();
  const change = (next: Partial<View>) => {
    const merged = { ...view, page: 1, ...next };
    setView(merged);
    startTransition(() => {
      loadQuery(
        {
          productId,
          locale,
          input: { productId, locale, sort: merged.sort as ApiSort, rating: merged.rating, page: merged.page, pageSize: REVIEWS_PAGE_SIZE },
        },
        { fetchPolicy: 'store-or-network' },
      );
    });
  };
  if (!queryRef) return null;
  return (
    <>
      <ReviewList queryRef={queryRef} view={view} pending={pending} onChange={change} />
      {/* Beside the reviews' dialog in the document, not inside it: two stacked modals. */}
      {createPortal(<ReviewSortModal sort={view.sort} onChoose={(sort) => change({ sort })} />, document.body)}
    </>
  );
}

interface ListProps {
  queryRef: PreloadedQuery<QueryType>;
  view: View;
  pending: boolean;
  onChange: (next: Partial<View>) => void;
}

function ReviewList({ queryRef, view, pending, onChange }: ListProps) {
  const { locale } = usePageContext().shop;
  const texts = reviewTexts(locale);
  const data = usePreloadedQuery<QueryType>(query, queryRef);
  const sortModal = useModal(OVERLAY_IDS.reviewSort);
  const counts = new Map(data.reviewStatistics.ratingStatistics.ratingDistribution.map((d) => [d.rating, d.count]));
  const total = data.reviewStatistics.totalReviewCount;
  const { reviews, pageCount, page, totalCount } = data.reviewDisplay;

  if (total === 0) return <p>{emptyReviewsText(locale, null)}</p>;
  return (
    <div className={layout} aria-busy={pending || undefined}>
      <div className={controls}>
        <div role="group" aria-label={texts.reviewFilterByStars()} className={filters}>
          <Button variant="secondary" size="small" aria-pressed={view.rating === null} onClick={() => onChange({ rating: null })}>
            {texts.reviewAllCount({ count: total })}
          </Button>
          {[5, 4, 3, 2, 1].map((stars) => (
            <Button
              key={stars}
              variant="secondary"
              size="small"
              aria-pressed={view.rating === stars}
              onClick={() => onChange({ rating: stars })}
            >
              {starsText(locale, stars)} ({counts.get(stars) ?? 0})
            </Button>
          ))}
        </div>
        <Button variant="secondary" size="small" onClick={sortModal.show} aria-haspopup="dialog">
          {texts.reviewSortBy({ sort: reviewSortLabel(locale, view.sort) })}
        </Button>
      </div>
      <p className={summary} role="status">
        {totalCount === 0
          ? emptyReviewsText(locale, view.rating)
          : `${reviewCountText(locale, totalCount)}${view.rating === null ? '' : ` ${withStarsText(locale, view.rating)}`}`}
      </p>
      {reviews.length > 0 && (
        <ol className={list}>
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewItem review={review} />
            </li>
          ))}
        </ol>
      )}
      {pageCount > 1 && (
        <nav aria-label={texts.reviewPages()} className={paging}>
          <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => onChange({ page: page - 1 })}>
            {texts.reviewPreviousPage()}
          </Button>
          <span>{texts.reviewPageOf({ page, pages: pageCount })}</span>
          <Button variant="secondary" size="small" disabled={page >= pageCount} onClick={() => onChange({ page: page + 1 })}>
            {texts.reviewNextPage()}
          </Button>
        </nav>
      )}
    </div>
  );
}

const layout = css`
  display: grid;
  gap: var(--space-4);
  &[aria-busy] ol {
    opacity: 0.6;
  }
`;
const controls = css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: var(--space-3);
`;
const filters = css`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
  & > button[aria-pressed='true'] {
    border-color: var(--color-primary);
    color: var(--color-primary);
    font-weight: 700;
  }
`;
const summary = css`
  margin: 0;
  color: var(--color-muted);
`;
const list = css`
  display: grid;
  gap: var(--space-4);
  margin: 0;
  padding: 0;
  list-style: none;
  & > li + li {
    padding-top: var(--space-4);
    border-top: 1px solid var(--color-border);
  }
`;
const paging = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: var(--space-3);
`;
