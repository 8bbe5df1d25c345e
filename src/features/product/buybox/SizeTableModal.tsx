import { lazy, Suspense } from 'react';
import { message } from '../../../shop/messages.ts';
import { ErrorBoundary } from '../../../ui/ErrorBoundary.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import type { SizeOption } from './SizeChoice.tsx';

// Code and data of the tables load only when a shopper opens the modal.
const SizeTableContent = lazy(() => import('./SizeTableContent.tsx').then((module) => ({ default: module.SizeTableContent })));

interface Props {
  open: boolean;
  onClose: () => void;
  productId: string;
  hint: string | null;
  sizes: readonly SizeOption[];
  selected: string | null;
  onSelect: (variantId: string) => void;
}

/** 'Größe wählen': the size tables with the fit hint, and the sizes to pick from. */
export function SizeTableModal({ open, onClose, ...content }: Props) {
  return (
    <Modal open={open} title="Größe wählen" onClose={onClose} size="wide">
      {open && (
        <ErrorBoundary fallback={<p role="alert">{message('MODAL_LOAD_ERROR')}</p>}>
          <Suspense fallback={<p aria-busy="true">Größentabelle wird geladen …</p>}>
            <SizeTableContent {...content} onSelect={(id) => (content.onSelect(id), onClose())} />
          </Suspense>
        </ErrorBoundary>
      )}
    </Modal>
  );
}
