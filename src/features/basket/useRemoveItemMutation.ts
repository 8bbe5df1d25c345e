import { useCallback } from 'react';
import { useMutation } from 'react-relay';
import type { BasketRemoveItemMutation as MutationType } from './__generated__/BasketRemoveItemMutation.graphql.ts';
import { BasketRemoveItemMutation } from './BasketRemoveItemMutation.ts';
import { settleWith, type MutationResult } from './mutationResult.ts';

/** Removes a basket line. */
export function useRemoveItemMutation() {
  const [commit, inFlight] = useMutation<MutationType>(BasketRemoveItemMutation);
  const remove = useCallback(
    (itemId: string) =>
      new Promise<MutationResult>((resolve) => {
        commit({ variables: { itemId }, ...settleWith(resolve) });
      }),
    [commit],
  );
  return { remove, inFlight };
}
