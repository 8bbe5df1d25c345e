import { lazy, Suspense, useState } from 'react';
import type { PreloadedQuery } from 'react-relay';
import { usePageContext } from 'vike-react/usePageContext';
import { useLazyQueryLoader } from '../../../relay/useLazyQueryLoader.ts';
import { message } from '../../../shop/messages.ts';
import { ErrorBoundary } from '../../../ui/ErrorBoundary.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import type { SizeTableContentQuery } from './__generated__/SizeTableContentQuery.graphql.ts';
import type { SizeOption } from './SizeChoice.tsx';

// Code and data of the tables load only when a shopper opens the modal.
const importContent = () => import('./SizeTableContent.tsx');
const SizeTableContent = lazy(() => importContent().then((module) => ({ default: module.SizeTableContent })));

/** Open state of the size-table modal; opening starts loading the product's tables. */
export function useSizeTableModal(productId: string) {
  const { shop } = usePageContext();
  const [open, setOpen] = useState(false);
  const [queryRef, load] = useLazyQueryLoader<SizeTableContentQuery>(importContent);
  const show = () => {
    void load({ id: productId, locale: shop.locale });
    setOpen(true);
  };
  return { open, queryRef, show, close: () => setOpen(false) };
}

interface Props {
  open: boolean;
  queryRef: PreloadedQuery<SizeTableContentQuery> | null;
  onClose: () => void;
  hint: string | null;
  sizes: readonly SizeOption[];
  selected: string | null;
  onSelect: (variantId: string) => void;
}

/** 'Größe wählen': the size tables with the fit hint, and the sizes to pick from. */
export function SizeTableModal({ open, queryRef, onClose, ...content }: Props) {
  const loading = <p aria-busy="true">Größentabelle wird geladen …</p>;
  return (
    <Modal open={open} title="Größe wählen" onClose={onClose} size="wide">
      {open && (
        <ErrorBoundary fallback={<p role="alert">{message('MODAL_LOAD_ERROR')}</p>}>
          <Suspense fallback={loading}>
            {queryRef ? <SizeTableContent {...content} queryRef={queryRef} onSelect={(id) => (content.onSelect(id), onClose())} /> : loading}
          </Suspense>
        </ErrorBoundary>
      )}
    </Modal>
  );
}
