import { useCallback } from 'react';
import { usePromiseMutation } from '../../relay/usePromiseMutation.ts';
import type { BasketReAddItemMutation as MutationType } from './__generated__/BasketReAddItemMutation.graphql.ts';
import { BasketReAddItemMutation } from './BasketReAddItemMutation.ts';
import { settled } from './basketFailure.ts';

/** Puts a removed line back (undo). */
export function useReAddItemMutation(locale: string) {
  const [run, inFlight] = usePromiseMutation<MutationType>(BasketReAddItemMutation);
  const reAdd = useCallback(
    (variantId: string, quantity: number) => settled(run({ input: { variantId, quantity, locale } })),
    [run, locale],
  );
  return { reAdd, inFlight };
}
