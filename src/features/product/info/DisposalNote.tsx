import { css } from '@linaria/core';
import { Suspense, useEffect, type ReactNode } from 'react';
import { Button } from '../../../ui/Button.tsx';
import { useModal } from '../../../ui/useModal.ts';
import { Modal } from '../../../ui/Modal.tsx';
import { ModalLoading } from './ModalLoading.tsx';
import { usePageContext } from 'vike-react/usePageContext';
import { productTexts } from '../texts.ts';

/** Hash id of the modal (#disposal-note). */
const DISPOSAL_NOTE_ID = 'disposal-note';

export interface DisposalNoteSource {
  /** Starts fetching the note's text; called when the modal opens. */
  load: () => void;
  /** The text; null until loading has started. */
  content: ReactNode;
}

/** 'Hinweis zur Entsorgung': the link and its modal, which loads the note when it opens. */
export function DisposalNote({ note }: { note: DisposalNoteSource }) {
  const { open, show, close, modalProps } = useModal(DISPOSAL_NOTE_ID);
  const texts = productTexts(usePageContext().shop.locale);
  // From its button or from the URL on arrival: both load the text.
  const { load } = note;
  useEffect(() => {
    if (open) load();
  }, [open, load]);
  return (
    <>
      <Button variant="link" className={tapTarget} aria-haspopup="dialog" onClick={show}>
        {texts.productDisposalNote()}
      </Button>
      <Modal title={texts.productDisposalNote()} {...modalProps}>
        <Suspense fallback={<ModalLoading />}>{note.content ?? <ModalLoading />}</Suspense>
        <div className={actions}>
          <Button variant="secondary" onClick={close}>
            {texts.productCancel()}
          </Button>
        </div>
      </Modal>
    </>
  );
}

// A text link in looks, a full touch target in height.
const tapTarget = css`
  min-height: var(--touch-target);
`;
const actions = css`
  display: flex;
  justify-content: flex-end;
  margin-top: var(--space-5);
`;
