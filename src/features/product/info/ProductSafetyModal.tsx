import { lazy, Suspense, useEffect } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { useLazyQueryLoader } from '../../../relay/useLazyQueryLoader.ts';
import { message } from '../../../shop/texts/messages.ts';
import { LaterTexts } from '../../../i18n/LaterTexts.tsx';
import { ErrorBoundary } from '../../../ui/ErrorBoundary.tsx';
import { useModal } from '../../../ui/useModal.ts';
import { Modal } from '../../../ui/Modal.tsx';
import type { ProductSafetyContentQuery } from './__generated__/ProductSafetyContentQuery.graphql.ts';
import { ModalLoading } from './ModalLoading.tsx';
import { withTexts } from '../../../i18n/lazyTexts.ts';
import { productTexts } from '../texts.ts';

/** Hash id of the modal (#product-safety); its opener uses it too. */
export const PRODUCT_SAFETY_ID = 'product-safety';

const importContent = () => withTexts(['product'], import('./ProductSafetyContent.tsx'));
const ProductSafetyContent = lazy(importContent);

/** 'Produktsicherheit': code and data load when it opens (its button, or the URL on arrival). */
export function ProductSafetyModal({ dimensionId }: { dimensionId: string }) {
  const { shop } = usePageContext();
  const { open, modalProps } = useModal(PRODUCT_SAFETY_ID);
  const [queryRef, load] = useLazyQueryLoader<ProductSafetyContentQuery>(importContent);
  useEffect(() => {
    if (open) void load({ dimensionId, locale: shop.locale });
  }, [open, load, dimensionId, shop.locale]);
  return (
    <Modal title={productTexts(shop.locale).productSafety()} {...modalProps}>
      {/* Covers the content's code and its data; remounted with every opening. */}
      <ErrorBoundary
        fallback={
          <LaterTexts features={['frame']} locale={shop.locale}>
            {() => <p role="alert">{message(shop.locale, 'PRODUCT_SAFETY_INFO_ERROR')}</p>}
          </LaterTexts>
        }
      >
        <Suspense fallback={<ModalLoading />}>{queryRef ? <ProductSafetyContent queryRef={queryRef} /> : <ModalLoading />}</Suspense>
      </ErrorBoundary>
    </Modal>
  );
}
