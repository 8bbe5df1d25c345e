import type { TrackAndTrace } from '../../__generated__/shop-resolvers.ts';
import { mockState } from '../../state.ts';
import { checkoutState } from '../checkout/state.ts';

const normalise = (value: string) => value.replace(/\s+/g, '');

/**
 * An order a guest placed through checkout, found by its number and the zip code of the
 * checkout's delivery address, as the confirmation e-mail and the parcel slip show them. Guests'
 * orders live with the visitor that placed them, so every visitor is looked at: the tracking
 * link may be opened in any browser. A fresh order has no parcels and no returns yet.
 */
export function guestTracking(orderNumber: string, zipCode: string | null | undefined): TrackAndTrace | null {
  const number = normalise(orderNumber);
  const zip = normalise(zipCode ?? '');
  if (number === '' || zip === '') return null;
  for (const visitor of mockState().visitors.values()) {
    if (!visitor.data.has('checkout')) continue;
    const checkout = checkoutState(visitor);
    if (!checkout.orders.some((o) => o.confirmation.orderNumber === number)) continue;
    return checkout.address && normalise(checkout.address.zipCode) === zip ? { orderNumber: number, shipments: [], returns: [] } : null;
  }
  return null;
}
