import { useLazyLoadQuery } from 'react-relay';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';

/**
 * A query whose records the page's +data loaded (createPageLoader in pageData.ts, handed over with
 * the page): it is read from the store as it is, with no request, on a load and on a client
 * navigation alike. Only records that are missing (a section whose deferred load failed) are asked
 * of the API, from the browser. Personal data is read with usePersonalQuery instead.
 */
export function usePageQuery<T extends OperationType>(query: GraphQLTaggedNode, variables: T['variables']): T['response'] {
  return useLazyLoadQuery<T>(query, variables, { fetchPolicy: 'store-or-network' });
}
