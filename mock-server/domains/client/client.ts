import { createHash } from 'node:crypto';
import type { Client } from '../../__generated__/shop-resolvers.ts';
import type { Customer } from '../../data/customers.ts';

/** One client record per visitor in the client store: login only changes its fields. */
export const CLIENT_ID = 'client';

export function clientOf(customer: Customer | null): Client {
  return { id: CLIENT_ID, isLoggedIn: customer !== null, customerNumber: customer?.customerNumber ?? null };
}

/**
 * The Service-ID customer service asks for: 10 digits derived from the visitor id, so it is
 * stable for a visitor, easy to read out on the phone and reveals nothing of the cookie.
 */
export function serviceIdOf(visitorId: string): string {
  const hash = createHash('sha256').update(visitorId).digest();
  return String(hash.readUIntBE(0, 6) % 10_000_000_000).padStart(10, '0');
}
