import { useOverlay } from './useOverlay.ts';

/**
 * Open state of the modal `id`, kept in the URL hash so that a link or a reload opens it too:
 * `show` for the opener, `modalProps` to spread on a <Modal>. Opener and modal may sit in
 * different components; both use the same id.
 */
export function useModal(id: string) {
  const { open, show, close } = useOverlay(id);
  return { open, show, close, modalProps: { open, onClose: close } };
}
