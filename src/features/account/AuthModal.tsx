import { lazy, Suspense } from 'react';
import { OVERLAY_IDS } from '../../shop/overlays.ts';
import { useToast } from '../../ui/toast/Toasts.tsx';
import { Link } from '../../ui/Link.tsx';
import { useModal } from '../../ui/HashModal.tsx';
import { Modal } from '../../ui/Modal.tsx';

// The form and its validation library load only when a guest opens the modal.
const LoginForm = lazy(() => import('./LoginForm.tsx').then((module) => ({ default: module.LoginForm })));

/** The 'Authentication' modal: opened by the header's account tool for guests (#headerAuthModal). */
export function AuthModal() {
  const { open, close, modalProps } = useModal(OVERLAY_IDS.auth);
  const toast = useToast();
  return (
    <Modal title="Anmeldung" {...modalProps}>
      {open && (
        <Suspense fallback={<p>Wird geladen …</p>}>
          <LoginForm
            onLoggedIn={() => {
              close();
              toast.show({ variant: 'success', text: 'Sie sind jetzt angemeldet.' });
            }}
          />
        </Suspense>
      )}
      <p>
        Neu bei uns? <Link href="/customer">Kundenkonto anlegen</Link>
      </p>
    </Modal>
  );
}
