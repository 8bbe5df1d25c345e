import { useCallback } from 'react';
import { hasLoginMarker } from '../../../shop/loginMarker.ts';
import { OVERLAY_IDS } from '../../../shop/overlays.ts';
import { useModal } from '../../../ui/HashModal.tsx';
import { REVIEW_MODAL_IDS } from './reviewRules.ts';

// Which product's review form opens after the login (survives the modal's history steps).
const PENDING_KEY = 'reviewAfterLogin';

export function setPendingReview(productId: string): void {
  try {
    sessionStorage.setItem(PENDING_KEY, productId);
  } catch {
    // Without storage the guest opens the form again after logging in.
  }
}

/** True (once) when a review of this product waits for the login. */
export function takePendingReview(productId: string): boolean {
  try {
    const pending = sessionStorage.getItem(PENDING_KEY);
    sessionStorage.removeItem(PENDING_KEY);
    return pending === productId;
  } catch {
    return false;
  }
}

/** Only customers rate (spec 6): guests get the authentication modal first, then the form. */
export function useWriteReviewOpener(productId: string) {
  const write = useModal(REVIEW_MODAL_IDS.writeReview);
  const auth = useModal(OVERLAY_IDS.auth);
  const { show: showWrite } = write;
  const { show: showAuth } = auth;
  return useCallback(() => {
    if (hasLoginMarker()) return showWrite();
    setPendingReview(productId);
    showAuth();
  }, [productId, showWrite, showAuth]);
}
