import { lazy, Suspense } from 'react';
import { ContentRelay } from '../../relay/contentEnvironment.tsx';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { useModal } from '../../ui/useModal.ts';
import { Modal } from '../../ui/Modal.tsx';
import { CONTENT_TEXTS } from './texts.ts';
import { withTexts } from '../../i18n/lazyTexts.ts';

// The content engine's modal text (rich text, coupon, button) arrives with its code on opening.
const ContentModalLoader = lazy(() =>
  withTexts(['frame'], import('./ContentModalText.tsx')).then((module) => ({ default: module.ContentModalLoader })),
);
const ModalLoadError = lazy(() =>
  withTexts(['frame'], import('./ContentModalText.tsx')).then((module) => ({ default: module.ModalLoadError })),
);

interface Props {
  /** Hash id that opens it (src/shop/context/overlays.ts). */
  id: string;
  /** The content API's modal key: 'shippingCost', 'orderInformation', 'disposalNote' or a legal hint's id. */
  contentKey: string;
  title: string;
}

/**
 * A hash-addressed modal whose text comes from the content API (section 4: loading, text, error):
 * code and text are fetched only when it opens, from an opener or from the URL on arrival; after an
 * error, opening it again asks again.
 */
export function ContentModal({ id, contentKey, title }: Props) {
  const { open, modalProps } = useModal(id);
  return (
    <Modal title={title} {...modalProps}>
      {open && (
        <ContentRelay>
          <ErrorBoundary
            fallback={
              <div data-testid="content-modal-error">
                <Suspense fallback={null}>
                  <ModalLoadError />
                </Suspense>
              </div>
            }
          >
            <Suspense fallback={<Loading />}>
              <ContentModalLoader contentKey={contentKey} loading={<Loading />} textTestId="content-modal-text" />
            </Suspense>
          </ErrorBoundary>
        </ContentRelay>
      )}
    </Modal>
  );
}

function Loading() {
  return (
    <p role="status" data-testid="content-modal-loading">
      {CONTENT_TEXTS.loading}
    </p>
  );
}
