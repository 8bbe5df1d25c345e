import { css } from '@linaria/core';
import { lazy, Suspense } from 'react';
import { useModal } from '../../../ui/useModal.ts';
import { Modal } from '../../../ui/Modal.tsx';
import { ErrorBoundary } from '../../../ui/ErrorBoundary.tsx';
import { useContentTexts } from '../texts.ts';
import { withTexts } from '../../../i18n/lazyTexts.ts';

// The hint's text (rich text, coupon) arrives with its code when the modal opens.
const ContentModalLoader = lazy(() =>
  withTexts(['frame', 'content'], import('../ContentModalText.tsx')).then((module) => ({ default: module.ContentModalLoader })),
);
const ModalLoadError = lazy(() =>
  withTexts(['frame', 'content'], import('../ContentModalText.tsx')).then((module) => ({ default: module.ModalLoadError })),
);

/** The asterisk of a promotion: opens its legal hint (the modal with the hint's id), loaded on open. */
export function LegalHintLink({ id }: { id: string }) {
  const t = useContentTexts();
  const modal = useModal(`legal-hint-${id}`);
  return (
    <>
      <button type="button" className={hintButton} onClick={modal.show} aria-haspopup="dialog">
        *{t.contentCouponInfoTitle()}
      </button>
      <Modal title={t.contentCouponInfoTitle()} {...modal.modalProps}>
        <ErrorBoundary
          fallback={
            <Suspense fallback={null}>
              <ModalLoadError />
            </Suspense>
          }
        >
          <Suspense fallback={<p role="status">{t.contentLoading()}</p>}>
            <ContentModalLoader contentKey={id} />
          </Suspense>
        </ErrorBoundary>
      </Modal>
    </>
  );
}

const hintButton = css`
  min-height: var(--touch-target);
  padding: 0 var(--space-3);
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: 0.8125rem;
  text-decoration: underline;
  cursor: pointer;
`;
