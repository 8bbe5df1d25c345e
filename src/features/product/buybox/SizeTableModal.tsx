import { lazy, Suspense, useEffect } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { useLazyQueryLoader } from '../../../relay/useLazyQueryLoader.ts';
import { message } from '../../../shop/texts/messages.ts';
import { LaterTexts } from '../../../i18n/LaterTexts.tsx';
import { ErrorBoundary } from '../../../ui/ErrorBoundary.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import type { SizeTableContentQuery } from './__generated__/SizeTableContentQuery.graphql.ts';
import type { SizeOption } from './SizeChoice.tsx';
import { withTexts } from '../../../i18n/lazyTexts.ts';
import { productTexts } from '../texts.ts';

// Code and data of the tables load only when the modal opens (its button, or the URL on arrival).
const importContent = () => withTexts(['product'], import('./SizeTableContent.tsx'));
const SizeTableContent = lazy(() => importContent().then((module) => ({ default: module.SizeTableContent })));

interface Props {
  productId: string;
  open: boolean;
  onClose: () => void;
  hint: string | null;
  sizes: readonly SizeOption[];
  selected: string | null;
  onSelect: (variantId: string) => void;
}

/** 'Größe wählen': the size tables with the fit hint, and the sizes to pick from. */
export function SizeTableModal({ productId, open, onClose, ...content }: Props) {
  const { shop } = usePageContext();
  const [queryRef, load] = useLazyQueryLoader<SizeTableContentQuery>(importContent);
  useEffect(() => {
    if (open) void load({ id: productId, locale: shop.locale });
  }, [open, load, productId, shop.locale]);
  const texts = productTexts(shop.locale);
  const loading = <p aria-busy="true">{texts.productSizeTableLoading()}</p>;
  return (
    <Modal open={open} title={texts.productChooseSize()} onClose={onClose} size="wide">
      {open && (
        <ErrorBoundary
          fallback={
            <LaterTexts features={['frame']} locale={shop.locale}>
              {() => <p role="alert">{message(shop.locale, 'MODAL_LOAD_ERROR')}</p>}
            </LaterTexts>
          }
        >
          <Suspense fallback={loading}>{queryRef ? <SizeTableContent {...content} queryRef={queryRef} /> : loading}</Suspense>
        </ErrorBoundary>
      )}
    </Modal>
  );
}
