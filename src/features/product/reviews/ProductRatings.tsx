import { css } from '@linaria/core';
import { OVERLAY_IDS } from '../../../shop/context/overlays.ts';
import { Button } from '../../../ui/Button.tsx';
import { useModal } from '../../../ui/useModal.ts';
import { RatingSummary } from '../info/RatingSummary.tsx';
import { usePageContext } from 'vike-react/usePageContext';
import { productTexts } from '../texts.ts';

interface Props {
  /** Rating as a percentage 0–100. */
  rating: number;
  reviewCount: number | null | undefined;
}

/** The ratings panel: the summary (opens the rating information), all reviews, write a review. */
export function ProductRatings({ rating, reviewCount }: Props) {
  const info = useModal(OVERLAY_IDS.ratingInfo);
  const ratings = useModal(OVERLAY_IDS.ratings);
  // Guests get the authentication modal from the form's modal first (WriteReviewContent).
  const write = useModal(OVERLAY_IDS.writeReview);
  const texts = productTexts(usePageContext().shop.locale);
  return (
    <div className={panel}>
      <RatingSummary rating={rating} reviewCount={reviewCount} onOpen={info.show} />
      <div className={actions}>
        <Button variant="secondary" size="small" onClick={ratings.show} aria-haspopup="dialog">
          {texts.productAllReviews()}
        </Button>
        <Button variant="secondary" size="small" onClick={write.show} aria-haspopup="dialog">
          {texts.productWriteReview()}
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
