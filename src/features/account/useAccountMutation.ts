import { useCallback } from 'react';
import { useMutation } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';

/**
 * A mutation as a promise: resolves with the answer, rejects with the API error (whose code the
 * caller turns into its message). The thin base of the account's use…Mutation hooks.
 */
export function useAccountMutation<T extends MutationParameters>(mutation: GraphQLTaggedNode) {
  const [commit, inFlight] = useMutation<T>(mutation);
  const run = useCallback(
    (variables: T['variables']) =>
      new Promise<T['response']>((resolve, reject) => {
        commit({ variables, onCompleted: (data) => resolve(data), onError: reject });
      }),
    [commit],
  );
  return [run, inFlight] as const;
}
