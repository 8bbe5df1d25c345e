import { Environment, Network, RecordSource, Store, type GraphQLResponse, type RequestParameters } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDataIdFor } from '../../relay/dataId.ts';
import { consentOf, formatConsent } from '../../shop/privacy/consent.ts';
import { commitWishlistToggle, type ToggleRequest } from './commitWishlistToggle.ts';

// Wishlist tracking: changes go to the recommendation service and the dataLayer only
// with targeting consent; a failed change is reported as such.

function environment(answer: (name: string) => GraphQLResponse) {
  const sent: string[] = [];
  const env = new Environment({
    network: Network.create((request: RequestParameters) => {
      sent.push(request.name);
      return Promise.resolve(answer(request.name));
    }),
    store: new Store(new RecordSource()),
    getDataID: getDataIdFor('shop'),
  });
  return { env, sent };
}

const ok = (name: string): GraphQLResponse => {
  if (name === 'WishlistAddItemMutation')
    return { data: { addWishlistItem: { id: 'item-P1', addedAt: '2026-01-01', product: { id: 'P1' } } } };
  if (name === 'WishlistRemoveItemMutation') return { data: { removeWishlistItem: 'item-P1' } };
  return { data: { trackAddToWishlistGkAir: { success: true }, trackRemoveFromWishlistGkAir: { success: true } } };
};

const request = (overrides: Partial<ToggleRequest>): ToggleRequest => ({
  productId: 'P1',
  itemKey: null,
  locale: 'de-DE',
  isTargetingAllowed: false,
  trackingConsent: false,
  onStale: () => {},
  ...overrides,
});

const wishlistEvents = () => (window.dataLayer ?? []).filter((e) => String((e as { event?: string }).event).startsWith('wishlist'));

afterEach(() => {
  window.dataLayer = [];
});

describe('commitWishlistToggle', () => {
  it('without targeting consent changes the wishlist and reports nothing', async () => {
    const { env, sent } = environment(ok);
    expect(await commitWishlistToggle(env, request({}))).toBe('added');
    expect(sent).toEqual(['WishlistAddItemMutation']);
    await vi.dynamicImportSettled();
    expect(wishlistEvents()).toEqual([]);
  });

  it('with targeting consent reports the change to the recommendation service and the dataLayer', async () => {
    document.cookie = 'recoSessionId=abcdefghijklmnopqrstu';
    document.cookie = `consent=${formatConsent(consentOf('all'))}`;
    const { env, sent } = environment(ok);
    expect(await commitWishlistToggle(env, request({ isTargetingAllowed: true, trackingConsent: true }))).toBe('added');
    expect(await commitWishlistToggle(env, request({ itemKey: 'item-P1', isTargetingAllowed: true, trackingConsent: true }))).toBe(
      'removed',
    );
    expect(sent).toEqual([
      'WishlistAddItemMutation',
      'WishlistTrackAddMutation',
      'WishlistRemoveItemMutation',
      'WishlistTrackRemoveMutation',
    ]);
    await vi.dynamicImportSettled();
    expect(wishlistEvents()).toEqual([
      { event: 'wishlistAdd', wishlist: { productId: 'P1' } },
      { event: 'wishlistRemove', wishlist: { productId: 'P1' } },
    ]);
  });

  it('answers failed for an API error, and tracks nothing', async () => {
    const failure = { errors: [{ message: 'x', extensions: { code: 'WISHLIST_FAILED_TO_ADD_ITEM' } }] } as unknown as GraphQLResponse;
    const { env, sent } = environment(() => failure);
    expect(await commitWishlistToggle(env, request({ isTargetingAllowed: true }))).toBe('failed');
    expect(sent).toEqual(['WishlistAddItemMutation']);
  });
});
