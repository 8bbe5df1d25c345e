import type { ShopContext } from '../context.ts';
import { unauthenticated } from './auth.ts';

/**
 * Personalised fields call this first: a bearer token that is not a demo customer's is refused,
 * no token means guest. The visitor remembers who last authenticated.
 */
export function requireValidAuth(context: ShopContext): void {
  const { auth, visitor } = context;
  if (auth.kind === 'invalid') throw unauthenticated();
  visitor.customerNumber = auth.kind === 'customer' ? auth.customer.customerNumber : null;
}
