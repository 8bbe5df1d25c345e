import type { ComponentProps } from 'react';
import { Modal } from './Modal.tsx';
import { useModal } from './useModal.ts';

type Props = Omit<ComponentProps<typeof Modal>, 'open' | 'onClose'> & {
  /** The hash id (#id) that opens it; give every modal of a page its own. */
  id: string;
};

/** A <Modal> opened by its id in the URL hash: shareable, and the back button closes it. */
export function HashModal({ id, ...props }: Props) {
  const { modalProps } = useModal(id);
  return <Modal {...props} {...modalProps} />;
}
