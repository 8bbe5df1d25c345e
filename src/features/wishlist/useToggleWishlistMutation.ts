import { useCallback, useRef } from 'react';
import { useMutation } from 'react-relay';
import { trackWishlistChange } from '../../shop/analytics.ts';
import { consentFlags } from '../../shop/consent.ts';
import { message } from '../../shop/messages.ts';
import { LOG_MISSING_SESSION, recoSessionId, recoUserId } from '../../shop/recoSession.ts';
import { readConsent } from '../../shop/useConsent.ts';
import { useToast } from '../../ui/toast/Toasts.tsx';
import type { WishlistAddItemMutation as AddType } from './__generated__/WishlistAddItemMutation.graphql.ts';
import type { WishlistRemoveItemMutation as RemoveType } from './__generated__/WishlistRemoveItemMutation.graphql.ts';
import type { WishlistTrackAddMutation as TrackAddType } from './__generated__/WishlistTrackAddMutation.graphql.ts';
import type { WishlistTrackRemoveMutation as TrackRemoveType } from './__generated__/WishlistTrackRemoveMutation.graphql.ts';
import { WishlistAddItemMutation } from './WishlistAddItemMutation.ts';
import { WishlistRemoveItemMutation } from './WishlistRemoveItemMutation.ts';
import { WishlistTrackAddMutation } from './WishlistTrackAddMutation.ts';
import { WishlistTrackRemoveMutation } from './WishlistTrackRemoveMutation.ts';
import { insertItem, optimisticItem, removeProduct } from './wishlistUpdaters.ts';

export type ToggleOutcome = 'added' | 'removed' | 'failed' | 'ignored';

/**
 * Toggle (spec 4 Wishlist): a saved product is removed, any other added. The change shows at once
 * everywhere (optimistic update of the one wishlist record) and is rolled back with an error toast
 * when the call fails. Presses for a product whose toggle runs are ignored. With targeting consent
 * the change goes to the recommendation service and the dataLayer.
 */
export function useToggleWishlistMutation(locale: string, onStale: () => void) {
  const [commitAdd] = useMutation<AddType>(WishlistAddItemMutation);
  const [commitRemove] = useMutation<RemoveType>(WishlistRemoveItemMutation);
  const [commitTrackAdd] = useMutation<TrackAddType>(WishlistTrackAddMutation);
  const [commitTrackRemove] = useMutation<TrackRemoveType>(WishlistTrackRemoveMutation);
  const toast = useToast();
  const running = useRef(new Set<string>());

  const track = useCallback(
    (change: 'add' | 'remove', productId: string, trackingConsent: boolean) => {
      trackWishlistChange(change, productId);
      const sessionId = recoSessionId();
      if (!sessionId) {
        console.warn(LOG_MISSING_SESSION);
        return;
      }
      const variables = { productId, sessionId, userId: recoUserId(), trackingConsent, locale };
      // Fire and forget: a lost tracking call must not touch the wishlist (the network layer logs it).
      if (change === 'add') commitTrackAdd({ variables, onError: () => {} });
      else commitTrackRemove({ variables, onError: () => {} });
    },
    [commitTrackAdd, commitTrackRemove, locale],
  );

  return useCallback(
    (productId: string, itemKey: string | null): Promise<ToggleOutcome> => {
      if (running.current.has(productId)) return Promise.resolve('ignored');
      running.current.add(productId);
      const { isTargetingAllowed, trackingConsent } = consentFlags(readConsent());
      const done = (outcome: ToggleOutcome) => {
        running.current.delete(productId);
        if (outcome === 'added' && isTargetingAllowed) track('add', productId, trackingConsent);
        if (outcome === 'removed' && isTargetingAllowed) track('remove', productId, trackingConsent);
        return outcome;
      };
      return new Promise<ToggleOutcome>((resolve) => {
        if (itemKey) {
          commitRemove({
            variables: { itemKey, locale, isTargetingAllowed },
            optimisticUpdater: (store) => void removeProduct(store, locale, productId),
            updater: (store) => {
              if (!removeProduct(store, locale, productId)) onStale();
            },
            onCompleted: () => resolve(done('removed')),
            onError: () => {
              toast.show({ variant: 'error', text: message('WISHLIST_FAILED_TO_REMOVE_ITEM') });
              resolve(done('failed'));
            },
          });
          return;
        }
        commitAdd({
          variables: { productId, locale, isTargetingAllowed },
          optimisticUpdater: (store) => void insertItem(store, locale, optimisticItem(store, productId)),
          updater: (store) => {
            const item = store.getRootField('addWishlistItem');
            if (!item || !insertItem(store, locale, item)) onStale();
          },
          onCompleted: () => resolve(done('added')),
          onError: () => {
            toast.show({ variant: 'error', text: message('WISHLIST_FAILED_TO_ADD_ITEM') });
            resolve(done('failed'));
          },
        });
      });
    },
    [commitAdd, commitRemove, locale, onStale, toast, track],
  );
}
