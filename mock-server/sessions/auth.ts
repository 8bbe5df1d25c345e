import { customerByToken, type Customer } from '../data/customers.ts';
import { graphqlError } from '../graphql/errors.ts';

export type Auth =
  | { kind: 'guest' }
  | { kind: 'customer'; customer: Customer }
  /** A bearer token was sent but is not one of the demo customers' tokens. */
  | { kind: 'invalid' };

/** The bearer token of a request; undefined without Authorization, '' when it is not Bearer. */
export function bearerToken(request: Request): string | undefined {
  const header = request.headers.get('authorization');
  if (header === null) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? '';
}

export function authOf(request: Request): Auth {
  const token = bearerToken(request);
  if (token === undefined) return { kind: 'guest' };
  const customer = customerByToken(token);
  return customer ? { kind: 'customer', customer } : { kind: 'invalid' };
}

/** Refused credentials: code UNAUTHENTICATED, answered with HTTP 401. */
export function unauthenticated(message = 'Invalid or expired access token'): Error {
  return graphqlError(message, { code: 'UNAUTHENTICATED', http: { status: 401 } });
}
