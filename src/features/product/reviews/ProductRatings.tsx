import { css } from '@linaria/core';
import { Button } from '../../../ui/Button.tsx';
import { useModal } from '../../../ui/HashModal.tsx';
import { RatingSummary } from '../info/RatingSummary.tsx';
import { REVIEW_MODAL_IDS } from './reviewRules.ts';
import { useWriteReviewOpener } from './useWriteReviewOpener.ts';

interface Props {
  productId: string;
  /** Rating as a percentage 0–100. */
  rating: number;
  reviewCount: number | null | undefined;
}

/** The ratings panel: the summary (opens the rating information), all reviews, write a review. */
export function ProductRatings({ productId, rating, reviewCount }: Props) {
  const info = useModal(REVIEW_MODAL_IDS.ratingInfo);
  const ratings = useModal(REVIEW_MODAL_IDS.ratings);
  const write = useWriteReviewOpener(productId);
  return (
    <div className={panel}>
      <RatingSummary rating={rating} reviewCount={reviewCount} onOpen={info.show} />
      <div className={actions}>
        <Button variant="secondary" size="small" onClick={ratings.show} aria-haspopup="dialog">
          Alle Bewertungen
        </Button>
        <Button variant="secondary" size="small" onClick={write} aria-haspopup="dialog">
          Bewertung schreiben
        </Button>
      </div>
    </div>
  );
}

const panel = css`
  display: grid;
  gap: var(--space-3);
`;
const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
`;
