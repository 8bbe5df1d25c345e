import { lazy, Suspense, useEffect } from 'react';
import { useLazyQueryLoader } from '../../../relay/useLazyQueryLoader.ts';
import { usePageContext } from 'vike-react/usePageContext';
import { message } from '../../../shop/texts/messages.ts';
import { OVERLAY_IDS } from '../../../shop/context/overlays.ts';
import { ErrorBoundary } from '../../../ui/ErrorBoundary.tsx';
import { useModal } from '../../../ui/useModal.ts';
import { Modal } from '../../../ui/Modal.tsx';
import type { RatingInfoContentQuery } from './__generated__/RatingInfoContentQuery.graphql.ts';
import type { ReviewsContentQuery } from './__generated__/ReviewsContentQuery.graphql.ts';
import type { WriteReviewContentQuery } from './__generated__/WriteReviewContentQuery.graphql.ts';
import { REVIEWS_PAGE_SIZE } from './reviewRules.ts';
import { withTexts } from '../../../i18n/lazyTexts.ts';
import { reviewTexts } from './texts.ts';

// Each modal's content and query are a chunk of their own, loaded when it opens (its button, or
// the URL on arrival): the product page's first load carries none of it.
const importInfo = () => withTexts(['frame', 'review'], import('./RatingInfoContent.tsx'));
const RatingInfoContent = lazy(importInfo);
const importReviews = () => withTexts(['frame', 'review'], import('./ReviewsContent.tsx'));
const ReviewsContent = lazy(importReviews);
const importWrite = () => withTexts(['frame', 'form', 'review'], import('./WriteReviewContent.tsx'));
const WriteReviewContent = lazy(importWrite);

function LoadFailed() {
  const { locale } = usePageContext().shop;
  return <p role="alert">{message(locale, 'MODAL_LOAD_ERROR')}</p>;
}
const failed = <LoadFailed />;
/** What a modal shows while its content loads. */
function Loading() {
  return <p role="status">{reviewTexts(usePageContext().shop.locale).reviewLoading()}</p>;
}
const loading = <Loading />;

/** The rating information, all ratings and write-a-review modals of the product page. */
export default function ReviewModals({ productId, locale }: { productId: string; locale: string }) {
  return (
    <>
      <RatingInfoModal productId={productId} locale={locale} />
      <ReviewsModal productId={productId} locale={locale} />
      <WriteReviewModal productId={productId} locale={locale} />
    </>
  );
}

function RatingInfoModal({ productId, locale }: { productId: string; locale: string }) {
  const { open, modalProps } = useModal(OVERLAY_IDS.ratingInfo);
  const [queryRef, load] = useLazyQueryLoader<RatingInfoContentQuery>(importInfo);
  useEffect(() => {
    if (open) void load({ productId, locale: locale });
  }, [open, load, productId, locale]);
  return (
    <Modal title={reviewTexts(locale).reviewOverview()} {...modalProps}>
      <ErrorBoundary fallback={failed}>
        <Suspense fallback={loading}>{queryRef ? <RatingInfoContent queryRef={queryRef} /> : loading}</Suspense>
      </ErrorBoundary>
    </Modal>
  );
}

function ReviewsModal({ productId, locale }: { productId: string; locale: string }) {
  const { open, modalProps } = useModal(OVERLAY_IDS.ratings);
  // Every opening starts at the newest reviews; filter, sort and page change inside the content.
  const [queryRef, load] = useLazyQueryLoader<ReviewsContentQuery>(importReviews, { fetchPolicy: 'store-and-network' });
  useEffect(() => {
    if (open)
      void load({ productId, locale: locale, input: { productId, locale: locale, sort: 'newest', page: 1, pageSize: REVIEWS_PAGE_SIZE } });
  }, [open, load, productId, locale]);
  return (
    <Modal title={reviewTexts(locale).reviewAll()} size="wide" {...modalProps}>
      <ErrorBoundary fallback={failed}>
        <Suspense fallback={loading}>
          {queryRef ? <ReviewsContent initialQueryRef={queryRef} productId={productId} locale={locale} /> : loading}
        </Suspense>
      </ErrorBoundary>
    </Modal>
  );
}

function WriteReviewModal({ productId, locale }: { productId: string; locale: string }) {
  const { open, modalProps } = useModal(OVERLAY_IDS.writeReview);
  const [queryRef, load] = useLazyQueryLoader<WriteReviewContentQuery>(importWrite, { fetchPolicy: 'network-only' });
  useEffect(() => {
    if (open) void load({ productId, locale: locale });
  }, [open, load, productId, locale]);

  return (
    <Modal title={reviewTexts(locale).reviewWrite()} {...modalProps}>
      <ErrorBoundary fallback={failed}>
        <Suspense fallback={loading}>
          {queryRef ? <WriteReviewContent queryRef={queryRef} productId={productId} locale={locale} /> : loading}
        </Suspense>
      </ErrorBoundary>
    </Modal>
  );
}
