import { useEffect, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { OVERLAY_IDS } from '../../shop/context/overlays.ts';
import { loadOnce } from '../../ui/lazy/loadOnce.ts';
import { useModal } from '../../ui/useModal.ts';
import { Modal } from '../../ui/Modal.tsx';
import { useToast } from '../../ui/toast/Toasts.tsx';
import { withTexts } from '../../i18n/lazyTexts.ts';

// Forms, texts and the validation library load only when a guest opens the modal.
const loadBody = loadOnce(() => withTexts(['frame', 'form', 'account'], import('./AuthModalBody.tsx')));

type Body = Awaited<ReturnType<typeof loadBody>>;

/**
 * The 'Authentication' modal (#headerAuthModal), opened by the header's account tool for guests
 * and by anything that needs a login (requestAuthView picks registration or the password
 * request first). With LOGIN_FRAME_URL configured it shows the identity provider's frame, else
 * the shop's own forms. A successful login sets the login marker (LOGIN_CHANGED on window) and
 * closes the modal; the frame's cancel closes it too. It is mounted on every page (the checkout
 * moves focus once it has closed) and opens once its code and texts are there: its title is one
 * of them.
 */
export function AuthModal() {
  const { open, close } = useModal(OVERLAY_IDS.auth);
  const { clientApi, shop } = usePageContext();
  const toast = useToast();
  const [body, setBody] = useState<Body>();
  useEffect(() => {
    if (!open || body) return;
    let live = true;
    // A chunk that does not arrive leaves the modal shut; the next opening tries again.
    loadBody().then(
      (loaded) => live && setBody(loaded),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [open, body]);
  return (
    <Modal title={body ? body.authTitle(shop.locale) : ''} open={open && !!body} onClose={close}>
      {body && (
        <body.AuthModalBody
          frameUrl={clientApi.loginFrameUrl}
          onCancel={close}
          onDone={(text) => {
            close();
            toast.show({ variant: 'success', text });
          }}
        />
      )}
    </Modal>
  );
}
