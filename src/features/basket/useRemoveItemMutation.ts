import { useCallback } from 'react';
import { usePromiseMutation } from '../../relay/usePromiseMutation.ts';
import type { BasketRemoveItemMutation as MutationType } from './__generated__/BasketRemoveItemMutation.graphql.ts';
import { BasketRemoveItemMutation } from './BasketRemoveItemMutation.ts';
import { settled } from './basketFailure.ts';

/** Removes a basket line. */
export function useRemoveItemMutation() {
  const [run, inFlight] = usePromiseMutation<MutationType>(BasketRemoveItemMutation);
  const remove = useCallback((itemId: string) => settled(run({ itemId })), [run]);
  return { remove, inFlight };
}
