import { commitMutation, type Environment } from 'relay-runtime';
import { track as trackEvent } from '../../shop/analytics/index.ts';
import { LOG_MISSING_SESSION, recoSessionId, recoUserId } from '../../shop/analytics/recoSession.ts';
import type { WishlistAddItemMutation as AddType } from './__generated__/WishlistAddItemMutation.graphql.ts';
import type { WishlistRemoveItemMutation as RemoveType } from './__generated__/WishlistRemoveItemMutation.graphql.ts';
import type { WishlistTrackAddMutation as TrackAddType } from './__generated__/WishlistTrackAddMutation.graphql.ts';
import type { WishlistTrackRemoveMutation as TrackRemoveType } from './__generated__/WishlistTrackRemoveMutation.graphql.ts';
import { WishlistAddItemMutation } from './WishlistAddItemMutation.ts';
import { WishlistRemoveItemMutation } from './WishlistRemoveItemMutation.ts';
import { WishlistTrackAddMutation } from './WishlistTrackAddMutation.ts';
import { WishlistTrackRemoveMutation } from './WishlistTrackRemoveMutation.ts';
import { insertItem, optimisticItem, removeProduct } from './wishlistUpdaters.ts';

// The wishlist's mutations, loaded with the first press of a heart (useToggleWishlistMutation):
// every page shows hearts, few visitors press one.

export interface ToggleRequest {
  productId: string;
  /** The saved item's key: remove it; null: add the product. */
  itemKey: string | null;
  locale: string;
  isTargetingAllowed: boolean;
  trackingConsent: boolean;
  /** The wishlist record was not in the store: load it again. */
  onStale: () => void;
}

/**
 * Adds or removes; the change shows at once everywhere (optimistic update of the one wishlist
 * record) and Relay rolls it back when the call fails. Resolves with what happened.
 */
export function commitWishlistToggle(environment: Environment, request: ToggleRequest): Promise<'added' | 'removed' | 'failed'> {
  const { productId, itemKey, locale, isTargetingAllowed, onStale } = request;
  return new Promise((resolve) => {
    const done = (outcome: 'added' | 'removed') => {
      if (isTargetingAllowed) track(environment, outcome === 'added' ? 'add' : 'remove', request);
      resolve(outcome);
    };
    if (itemKey) {
      commitMutation<RemoveType>(environment, {
        mutation: WishlistRemoveItemMutation,
        variables: { itemKey, locale, isTargetingAllowed },
        optimisticUpdater: (store) => void removeProduct(store, locale, productId),
        updater: (store) => {
          if (!removeProduct(store, locale, productId)) onStale();
        },
        onCompleted: (_, errors) => (errors?.length ? resolve('failed') : done('removed')),
        onError: () => resolve('failed'),
      });
      return;
    }
    commitMutation<AddType>(environment, {
      mutation: WishlistAddItemMutation,
      variables: { productId, locale, isTargetingAllowed },
      optimisticUpdater: (store) => void insertItem(store, locale, optimisticItem(store, productId)),
      updater: (store) => {
        const item = store.getRootField('addWishlistItem');
        if (!item || !insertItem(store, locale, item)) onStale();
      },
      onCompleted: (_, errors) => (errors?.length ? resolve('failed') : done('added')),
      onError: () => resolve('failed'),
    });
  });
}

/** The change for the dataLayer and the recommendation service (targeting consent only). */
function track(environment: Environment, change: 'add' | 'remove', { productId, locale, trackingConsent }: ToggleRequest) {
  trackEvent((e) => e.wishlistChangeEvent(change, productId));
  const sessionId = recoSessionId();
  if (!sessionId) {
    console.warn(LOG_MISSING_SESSION);
    return;
  }
  const variables = { productId, sessionId, userId: recoUserId(), trackingConsent, locale };
  // Fire and forget: a lost tracking call must not touch the wishlist (the network layer logs it).
  if (change === 'add') commitMutation<TrackAddType>(environment, { mutation: WishlistTrackAddMutation, variables, onError: () => {} });
  else commitMutation<TrackRemoveType>(environment, { mutation: WishlistTrackRemoveMutation, variables, onError: () => {} });
}
