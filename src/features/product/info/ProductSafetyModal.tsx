import { lazy, Suspense, useEffect } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { useLazyQueryLoader } from '../../../relay/useLazyQueryLoader.ts';
import { Modal } from '../../../ui/Modal.tsx';
import type { ProductSafetyContentQuery } from './__generated__/ProductSafetyContentQuery.graphql.ts';
import { ModalLoading } from './ModalLoading.tsx';

const importContent = () => import('./ProductSafetyContent.tsx');
const ProductSafetyContent = lazy(importContent);

interface Props {
  open: boolean;
  onClose: () => void;
  /** The colour whose safety information is shown. */
  dimensionId: string;
}

/** 'Produktsicherheit': code and data load when it opens (its button, or the URL on arrival). */
export function ProductSafetyModal({ open, onClose, dimensionId }: Props) {
  const { shop } = usePageContext();
  const [queryRef, load] = useLazyQueryLoader<ProductSafetyContentQuery>(importContent);
  useEffect(() => {
    if (open) void load({ dimensionId, locale: shop.locale });
  }, [open, load, dimensionId, shop.locale]);
  return (
    <Modal open={open} title="Produktsicherheit" onClose={onClose}>
      <Suspense fallback={<ModalLoading />}>{queryRef ? <ProductSafetyContent queryRef={queryRef} /> : <ModalLoading />}</Suspense>
    </Modal>
  );
}
