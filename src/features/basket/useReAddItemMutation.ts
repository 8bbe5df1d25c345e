import { useCallback } from 'react';
import { useMutation } from 'react-relay';
import type { BasketReAddItemMutation as MutationType } from './__generated__/BasketReAddItemMutation.graphql.ts';
import { BasketReAddItemMutation } from './BasketReAddItemMutation.ts';
import { settleWith, type MutationResult } from './mutationResult.ts';

/** Puts a removed line back (undo). */
export function useReAddItemMutation(locale: string) {
  const [commit, inFlight] = useMutation<MutationType>(BasketReAddItemMutation);
  const reAdd = useCallback(
    (variantId: string, quantity: number) =>
      new Promise<MutationResult>((resolve) => {
        commit({ variables: { input: { variantId, quantity, locale } }, ...settleWith(resolve) });
      }),
    [commit, locale],
  );
  return { reAdd, inFlight };
}
