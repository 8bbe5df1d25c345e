import type { Order, TrackAndTrace } from '../../__generated__/shop-resolvers.ts';
import { historyOf } from '../../data/account/history.ts';
import { allCustomers, type Customer } from '../../data/customers.ts';
import { guestTracking } from '../forms/guestOrders.ts';
import { ordersOf } from './account.ts';

function trackingOf(customer: Customer, order: Order): TrackAndTrace {
  return {
    orderNumber: order.number,
    shipments: order.shipments,
    returns: historyOf(customer).returns.filter((r) => r.orderNumber === order.number),
  };
}

const normalise = (value: string) => value.replace(/\s+/g, '');

/**
 * A logged-in customer tracks their own orders by number alone; anyone else needs the zip code
 * of the delivery address, as printed on the parcel slip.
 */
export function trackOrder(orderNumber: string, zipCode: string | null | undefined, me: Customer | null): TrackAndTrace | null {
  const number = normalise(orderNumber);
  const own = me && ordersOf(me).find((o) => o.number === number);
  if (me && own) return trackingOf(me, own);
  const zip = normalise(zipCode ?? '');
  if (zip === '') return null;
  for (const customer of allCustomers()) {
    const order = ordersOf(customer).find((o) => o.number === number);
    if (order) return normalise(order.deliveryAddress.zipCode) === zip ? trackingOf(customer, order) : null;
  }
  return guestTracking(number, zip);
}
