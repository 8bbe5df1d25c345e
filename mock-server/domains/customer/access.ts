import type { ShopContext } from '../../context.ts';
import type { Customer } from '../../data/customers.ts';
import { graphqlError } from '../../graphql/errors.ts';
import { requireValidAuth } from '../../sessions/require-auth.ts';

/**
 * The logged-in customer. Guests get UNAUTHENTICATED as a GraphQL error with HTTP 200 (the
 * account shows its login prompt); a refused token already answered HTTP 401.
 */
export function requireCustomer(context: ShopContext): Customer {
  requireValidAuth(context);
  if (context.auth.kind !== 'customer') {
    throw graphqlError('Bitte melden Sie sich an, um Ihr Kundenkonto zu sehen.', { code: 'UNAUTHENTICATED' });
  }
  return context.auth.customer;
}
