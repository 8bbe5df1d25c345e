import type { ComponentProps } from 'react';
import { Modal } from './Modal.tsx';
import { useOverlay } from './useOverlay.ts';

/**
 * Open state of the modal `id` in the URL hash (spec 2.14): `show` for the opener, `modalProps`
 * to spread on a <Modal>. Opener and modal may sit in different components; both use the same id.
 */
export function useModal(id: string) {
  const { open, show, close } = useOverlay(id);
  return { open, show, close, modalProps: { open, onClose: close } };
}

type Props = Omit<ComponentProps<typeof Modal>, 'open' | 'onClose'> & {
  /** The hash id (#id) that opens it; give every modal of a page its own. */
  id: string;
};

/** A <Modal> opened by its id in the URL hash: shareable, and the back button closes it. */
export function HashModal({ id, ...props }: Props) {
  const { modalProps } = useModal(id);
  return <Modal {...props} {...modalProps} />;
}
