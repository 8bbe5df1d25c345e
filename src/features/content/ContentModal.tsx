import { lazy, Suspense } from 'react';
import { ContentRelay } from '../../relay/contentEnvironment.tsx';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { useModal } from '../../ui/useModal.ts';
import { Modal } from '../../ui/Modal.tsx';
import { withTexts } from '../../i18n/lazyTexts.ts';

// The content engine's modal text (rich text, coupon, button) arrives with its code on opening.
const ContentModalLoader = lazy(() =>
  withTexts(['frame', 'content'], import('./ContentModalText.tsx')).then((module) => ({ default: module.ContentModalLoader })),
);
const ModalLoadError = lazy(() =>
  withTexts(['frame', 'content'], import('./ContentModalText.tsx')).then((module) => ({ default: module.ModalLoadError })),
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
            {/* Until its code is there, the modal is empty: the layout mounts this on every page, so
                the loading text comes with the code (the content texts), not with the page. */}
            <Suspense fallback={<p data-testid="content-modal-loading" />}>
              <ContentModalLoader contentKey={contentKey} textTestId="content-modal-text" />
            </Suspense>
          </ErrorBoundary>
        </ContentRelay>
      )}
    </Modal>
  );
}
