import { customerByToken, findCustomer, tokenFor, type Customer } from '../data/customers.ts';
import { isRevoked, restoreToken, revokeToken } from '../sessions/auth.ts';
import type { VisitorState } from '../sessions/store.ts';
import { readCookie } from '../sessions/visitor.ts';
import { AUTH_COOKIE } from './http.ts';

/** Names for the domains' per-visitor state keys (sessions/domainState.ts); unknown keys show as they are. */
export const STATE_LABELS: Readonly<Record<string, string>> = {
  basket: 'Warenkorb',
  wishlist: 'Merkzettel',
  checkout: 'Checkout und Bestellungen dieser Sitzung',
  loyalty: 'Kundenkarte (Sitzung)',
  reviews: 'Bewertungen: hilfreich/gemeldet',
  tracking: 'Empfehlungs-Tracking',
  clock: 'Zeitstempel-Zähler',
  'forms.trackingOptOuts': 'Tracking-Widerspruch',
};

export const stateLabel = (key: string) => STATE_LABELS[key] ?? key;

/** The customer the request's auth cookie logs in, as the personalised API would see it. */
export function loggedInCustomer(request: Request, visitor: VisitorState): Customer | null {
  const token = readCookie(request.headers.get('cookie'), AUTH_COOKIE);
  const customer = token ? customerByToken(token) : undefined;
  return customer && !isRevoked(customer.customerNumber, visitor.id) ? customer : null;
}

/** What the login mutation does for this visitor; answers the token for the auth cookie. */
export function logIn(visitor: VisitorState, customerNumber: string): string | null {
  const customer = findCustomer(customerNumber);
  if (!customer) return null;
  restoreToken(customer.customerNumber, visitor.id);
  visitor.customerNumber = customer.customerNumber;
  return tokenFor(customer);
}

/** What the logout mutation does: the token stops working for this visitor only. */
export function logOut(request: Request, visitor: VisitorState): void {
  const customer = loggedInCustomer(request, visitor);
  if (customer) revokeToken(customer.customerNumber, visitor.id);
  visitor.customerNumber = null;
}
