import { graphqlError } from '../../graphql/errors.ts';
import { basketMessage } from './messages.ts';
import type { Failure } from './rules.ts';

/** A refused basket change as a GraphQL error: the hint code plus its placeholders. */
export function basketError(failure: Failure): Error {
  return graphqlError(basketMessage(failure.code, failure.params), { code: failure.code, ...failure.params });
}
