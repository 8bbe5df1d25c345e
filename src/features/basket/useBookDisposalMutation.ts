import { useCallback } from 'react';
import { useMutation } from 'react-relay';
import type { BasketBookDisposalMutation as MutationType } from './__generated__/BasketBookDisposalMutation.graphql.ts';
import { BasketBookDisposalMutation } from './BasketBookDisposalMutation.ts';
import { settleWith, type MutationResult } from './mutationResult.ts';

/** Books the disposal service for a total of pieces (0 removes it), from the basket. */
export function useBookDisposalMutation() {
  const [commit, inFlight] = useMutation<MutationType>(BasketBookDisposalMutation);
  const book = useCallback(
    (quantity: number) =>
      new Promise<MutationResult>((resolve) => {
        commit({ variables: { quantity }, ...settleWith(resolve) });
      }),
    [commit],
  );
  return { book, inFlight };
}
