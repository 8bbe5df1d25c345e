import { customerByToken, type Customer } from '../data/customers.ts';
import { graphqlError } from '../graphql/errors.ts';
import { customerData } from './domainState.ts';
import { visitorIdOf } from './visitor.ts';

export type Auth =
  | { kind: 'guest' }
  | { kind: 'customer'; customer: Customer }
  /** A bearer token was sent but belongs to no account, or was logged out on this visitor. */
  | { kind: 'invalid' };

/** The bearer token of a request; undefined without Authorization, '' when it is not Bearer. */
export function bearerToken(request: Request): string | undefined {
  const header = request.headers.get('authorization');
  if (header === null) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? '';
}

/**
 * Tokens are the same for every login of a customer (`mock-token-<customerNumber>`), so logout
 * cannot forget a token: it records the visitor that logged out instead. The token then answers
 * 401 for that visitor until it logs in again, while other visitors (parallel e2e tests using the
 * same demo customer) keep theirs.
 */
const LOGGED_OUT_VISITORS = 'auth.loggedOutVisitors';

const loggedOutVisitors = (customerNumber: string) => customerData(customerNumber, LOGGED_OUT_VISITORS, () => new Set<string>());

export function revokeToken(customerNumber: string, visitorId: string): void {
  loggedOutVisitors(customerNumber).add(visitorId);
}

export function restoreToken(customerNumber: string, visitorId: string): void {
  loggedOutVisitors(customerNumber).delete(visitorId);
}

export function isRevoked(customerNumber: string, visitorId: string | null): boolean {
  return visitorId !== null && loggedOutVisitors(customerNumber).has(visitorId);
}

export function authOf(request: Request): Auth {
  const token = bearerToken(request);
  if (token === undefined) return { kind: 'guest' };
  const customer = customerByToken(token);
  if (!customer || isRevoked(customer.customerNumber, visitorIdOf(request))) return { kind: 'invalid' };
  return { kind: 'customer', customer };
}

/** Refused credentials: code UNAUTHENTICATED, answered with HTTP 401. */
export function unauthenticated(message = 'Invalid or expired access token'): Error {
  return graphqlError(message, { code: 'UNAUTHENTICATED', http: { status: 401 } });
}
