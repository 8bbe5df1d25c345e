import { useCallback } from 'react';
import { useMutation } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';

/**
 * A Relay mutation as a promise: resolves with the answer, rejects with the API error (its code
 * and field problems are what the forms turn into messages). The use<Verb>Mutation hooks of this
 * folder are this with their mutation.
 */
export function usePromiseMutation<T extends MutationParameters>(mutation: GraphQLTaggedNode) {
  const [commit] = useMutation<T>(mutation);
  return useCallback(
    (variables: T['variables']) =>
      new Promise<T['response']>((resolve, reject) => {
        commit({ variables, onCompleted: (response) => resolve(response), onError: reject });
      }),
    [commit],
  );
}
