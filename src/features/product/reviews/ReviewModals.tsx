import { lazy, Suspense, useEffect, useRef } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { useLazyQueryLoader } from '../../../relay/useLazyQueryLoader.ts';
import { hasLoginMarker } from '../../../shop/loginMarker.ts';
import { message } from '../../../shop/messages.ts';
import { OVERLAY_IDS } from '../../../shop/overlays.ts';
import { ErrorBoundary } from '../../../ui/ErrorBoundary.tsx';
import { useModal } from '../../../ui/HashModal.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import { ModalLoading } from '../info/ModalLoading.tsx';
import type { RatingInfoContentQuery } from './__generated__/RatingInfoContentQuery.graphql.ts';
import type { ReviewsContentQuery } from './__generated__/ReviewsContentQuery.graphql.ts';
import type { WriteReviewContentQuery } from './__generated__/WriteReviewContentQuery.graphql.ts';
import { REVIEW_MODAL_IDS, REVIEWS_PAGE_SIZE } from './reviewRules.ts';
import { takePendingReview } from './useWriteReviewOpener.ts';

// Each modal's content and query are a chunk of their own, loaded when it opens (its button, or
// the URL on arrival): the product page's first load carries none of it.
const importInfo = () => import('./RatingInfoContent.tsx');
const RatingInfoContent = lazy(importInfo);
const importReviews = () => import('./ReviewsContent.tsx');
const ReviewsContent = lazy(importReviews);
const importWrite = () => import('./WriteReviewContent.tsx');
const WriteReviewContent = lazy(importWrite);

const failed = <p role="alert">{message('MODAL_LOAD_ERROR')}</p>;

/** The rating information, all ratings and write-a-review modals of the product page (spec 2.11). */
export function ReviewModals({ productId }: { productId: string }) {
  return (
    <>
      <RatingInfoModal productId={productId} />
      <ReviewsModal productId={productId} />
      <WriteReviewModal productId={productId} />
    </>
  );
}

function RatingInfoModal({ productId }: { productId: string }) {
  const { shop } = usePageContext();
  const { open, modalProps } = useModal(REVIEW_MODAL_IDS.ratingInfo);
  const [queryRef, load] = useLazyQueryLoader<RatingInfoContentQuery>(importInfo);
  useEffect(() => {
    if (open) void load({ productId, locale: shop.locale });
  }, [open, load, productId, shop.locale]);
  return (
    <Modal title="Bewertungen im Überblick" {...modalProps}>
      <ErrorBoundary fallback={failed}>
        <Suspense fallback={<ModalLoading />}>{queryRef ? <RatingInfoContent queryRef={queryRef} productId={productId} /> : <ModalLoading />}</Suspense>
      </ErrorBoundary>
    </Modal>
  );
}

function ReviewsModal({ productId }: { productId: string }) {
  const { shop } = usePageContext();
  const { open, modalProps } = useModal(REVIEW_MODAL_IDS.ratings);
  // Every opening starts at the newest reviews; filter, sort and page change inside the content.
  const [queryRef, load] = useLazyQueryLoader<ReviewsContentQuery>(importReviews, { fetchPolicy: 'store-and-network' });
  useEffect(() => {
    if (open) void load({ productId, locale: shop.locale, input: { productId, locale: shop.locale, sort: 'newest', page: 1, pageSize: REVIEWS_PAGE_SIZE } });
  }, [open, load, productId, shop.locale]);
  return (
    <Modal title="Alle Bewertungen" size="wide" {...modalProps}>
      <ErrorBoundary fallback={failed}>
        <Suspense fallback={<ModalLoading />}>{queryRef ? <ReviewsContent initialQueryRef={queryRef} productId={productId} /> : <ModalLoading />}</Suspense>
      </ErrorBoundary>
    </Modal>
  );
}

function WriteReviewModal({ productId }: { productId: string }) {
  const { shop } = usePageContext();
  const write = useModal(REVIEW_MODAL_IDS.writeReview);
  const { open, modalProps } = write;
  const [queryRef, load] = useLazyQueryLoader<WriteReviewContentQuery>(importWrite, { fetchPolicy: 'network-only' });
  useEffect(() => {
    if (open) void load({ productId, locale: shop.locale });
  }, [open, load, productId, shop.locale]);

  // A guest who wanted to write a review logs in first; once the login modal has closed (its
  // history entry is gone), the form opens.
  const auth = useModal(OVERLAY_IDS.auth);
  const authWasOpen = useRef(false);
  const { show } = write;
  useEffect(() => {
    if (auth.open) {
      authWasOpen.current = true;
      return;
    }
    if (!authWasOpen.current) return;
    authWasOpen.current = false;
    if (takePendingReview(productId) && hasLoginMarker()) show();
  }, [auth.open, productId, show]);

  return (
    <Modal title="Bewertung schreiben" {...modalProps}>
      <ErrorBoundary fallback={failed}>
        <Suspense fallback={<ModalLoading />}>{queryRef ? <WriteReviewContent queryRef={queryRef} productId={productId} /> : <ModalLoading />}</Suspense>
      </ErrorBoundary>
    </Modal>
  );
}
