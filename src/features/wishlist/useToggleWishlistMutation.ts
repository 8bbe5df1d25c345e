import { useCallback } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { consentFlags } from '../../shop/privacy/consent.ts';
import { message } from '../../shop/texts/messages.ts';
import { readConsent } from '../../shop/privacy/useConsent.ts';
import { useToast } from '../../ui/toast/Toasts.tsx';
import { commitWishlistToggle } from './commitWishlistToggle.ts';
import { wishlistSource } from './wishlistStore.ts';

export type ToggleOutcome = 'added' | 'removed' | 'failed' | 'ignored';

// Products whose toggle runs: further presses are ignored.
const running = new Set<string>();

/**
 * Toggle: a saved product (its item key given) is removed, any other added. A failure shows
 * WISHLIST_FAILED_TO_ADD_ITEM / _REMOVE_ITEM as an error toast; Relay has put the store back.
 */
export function useToggleWishlistMutation(locale: string) {
  const environment = useRelayEnvironment();
  const toast = useToast();
  return useCallback(
    async (productId: string, itemKey: string | null): Promise<ToggleOutcome> => {
      if (running.has(productId)) return 'ignored';
      running.add(productId);
      const { reload } = wishlistSource(environment, locale);
      const outcome = await commitWishlistToggle(environment, {
        productId,
        itemKey,
        locale,
        onStale: reload,
        ...consentFlags(readConsent()),
      });
      running.delete(productId);
      if (outcome === 'failed') {
        toast.show({ variant: 'error', text: message(locale, itemKey ? 'WISHLIST_FAILED_TO_REMOVE_ITEM' : 'WISHLIST_FAILED_TO_ADD_ITEM') });
      }
      return outcome;
    },
    [environment, locale, toast],
  );
}
