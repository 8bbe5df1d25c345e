import { lazy, Suspense } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { OVERLAY_IDS } from '../../shop/context/overlays.ts';
import { useModal } from '../../ui/useModal.ts';
import { Modal } from '../../ui/Modal.tsx';
import { useToast } from '../../ui/toast/Toasts.tsx';
import { withTexts } from '../../i18n/lazyTexts.ts';

// Forms, texts and the validation library load only when a guest opens the modal.
const AuthModalBody = lazy(() =>
  withTexts(['frame', 'form'], import('./AuthModalBody.tsx')).then((module) => ({ default: module.AuthModalBody })),
);

/**
 * The 'Authentication' modal (#headerAuthModal), opened by the header's account tool for guests
 * and by anything that needs a login (requestAuthView picks registration or the password
 * request first). With LOGIN_FRAME_URL configured it shows the identity provider's frame, else
 * the shop's own forms. A successful login sets the login marker (LOGIN_CHANGED on window) and
 * closes the modal; the frame's cancel closes it too.
 */
export function AuthModal() {
  const { open, close, modalProps } = useModal(OVERLAY_IDS.auth);
  const { clientApi } = usePageContext();
  const toast = useToast();
  return (
    <Modal title="Anmeldung" {...modalProps}>
      {open && (
        <Suspense fallback={<p>Wird geladen …</p>}>
          <AuthModalBody
            frameUrl={clientApi.loginFrameUrl}
            onCancel={close}
            onDone={(text) => {
              close();
              toast.show({ variant: 'success', text });
            }}
          />
        </Suspense>
      )}
    </Modal>
  );
}
