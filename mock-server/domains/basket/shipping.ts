import type { ShippingFlatRate } from '../../__generated__/shop-resolvers.ts';
import { SHIPPING_FLAT_RATE } from './constants.ts';

/** The shop's current flat rate runs until the end of the year of the fixed "now". */
const CURRENT_RATE_VALID_UNTIL = '2026-12-31';

/**
 * Customers whose personal flat-rate offer lapsed: they see when it expired rather than how long
 * it runs, so the shop's 'expired' state can be shown (demo customer Marlene Schulze).
 */
const EXPIRED_OFFERS: Readonly<Record<string, string>> = { '40512875': '2026-10-15' };

export function shippingFlatRate(customerNumber: string | null): ShippingFlatRate {
  const expiredOn = customerNumber ? EXPIRED_OFFERS[customerNumber] : undefined;
  return expiredOn
    ? { amount: SHIPPING_FLAT_RATE, validUntil: null, expiredOn }
    : { amount: SHIPPING_FLAT_RATE, validUntil: CURRENT_RATE_VALID_UNTIL, expiredOn: null };
}
