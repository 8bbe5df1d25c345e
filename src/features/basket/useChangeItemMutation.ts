import { useCallback } from 'react';
import { useMutation } from 'react-relay';
import type { BasketChangeItemMutation as MutationType } from './__generated__/BasketChangeItemMutation.graphql.ts';
import { BasketChangeItemMutation } from './BasketChangeItemMutation.ts';
import { settleWith, type MutationResult } from './mutationResult.ts';

/** Changes a line's variant (colour, size) and/or quantity. */
export function useChangeItemMutation() {
  const [commit, inFlight] = useMutation<MutationType>(BasketChangeItemMutation);
  const change = useCallback(
    (itemId: string, patch: { variantId?: string; quantity?: number }) =>
      new Promise<MutationResult>((resolve) => {
        commit({ variables: { input: { itemId, ...patch } }, ...settleWith(resolve) });
      }),
    [commit],
  );
  return { change, inFlight };
}
