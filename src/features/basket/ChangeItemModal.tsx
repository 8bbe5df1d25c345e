import { lazy, Suspense, useEffect } from 'react';
import { useLazyQueryLoader } from '../../relay/useLazyQueryLoader.ts';
import { useModal } from '../../ui/useModal.ts';
import { Modal } from '../../ui/Modal.tsx';
import type { ChangeItemFormQuery } from './__generated__/ChangeItemFormQuery.graphql.ts';
import type { ChangeItemLine } from './ChangeItemForm.tsx';
import { withTexts } from '../../i18n/lazyTexts.ts';

// The form and the product's colours and sizes load when the modal opens (a module without
// styles of its own, so evaluating a styled module never follows this lazy import).
const importForm = () => withTexts(['frame', 'form', 'delivery'], import('./ChangeItemForm.tsx'));
const ChangeItemForm = lazy(importForm);

/** Hash id of a line's change-item modal: shareable, the back button closes it. */
export const changeItemModalId = (itemId: string) => `changeBasketItem-${itemId}`;

interface Props {
  item: ChangeItemLine;
  productId: string;
  locale: string;
  phone: string;
}

/** 'Artikel ändern': colour, size and quantity of one basket line. */
export function ChangeItemModal({ item, productId, locale, phone }: Props) {
  const modal = useModal(changeItemModalId(item.id));
  const [formRef, loadForm] = useLazyQueryLoader<ChangeItemFormQuery>(importForm, { fetchPolicy: 'store-or-network' });
  useEffect(() => {
    if (modal.open) void loadForm({ id: productId, locale });
  }, [modal.open, loadForm, productId, locale]);
  const loading = <p role="status">Wird geladen …</p>;
  return (
    <Modal title="Artikel ändern" {...modal.modalProps}>
      <Suspense fallback={loading}>
        {formRef ? <ChangeItemForm queryRef={formRef} item={item} phone={phone} onDone={modal.close} /> : loading}
      </Suspense>
    </Modal>
  );
}
