import { useCallback } from 'react';
import { useMutation } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters, SelectorStoreUpdater } from 'relay-runtime';

/**
 * The shop's one way to run a mutation from a component: `[run, inFlight]`, where `run(variables)`
 * resolves with the answer and rejects with the network layer's error: the ApiError of an error
 * answer (src/relay/apiError.ts; its code and extensions are what the caller turns into its
 * message), or the transport's error. An answer with errors beside its data resolves with the
 * data. The feature hooks (use<Verb>Mutation) are this with their mutation and their reading of
 * the answer. `updater`, if any, changes the store beyond what the answer normalises into it; it
 * must keep its identity (a module-level function).
 */
export function usePromiseMutation<T extends MutationParameters>(
  mutation: GraphQLTaggedNode,
  updater?: SelectorStoreUpdater<T['response']>,
) {
  const [commit, inFlight] = useMutation<T>(mutation);
  const run = useCallback(
    (variables: T['variables']) =>
      new Promise<T['response']>((resolve, reject) => {
        commit({ variables, updater, onCompleted: resolve, onError: reject });
      }),
    [commit, updater],
  );
  return [run, inFlight] as const;
}
