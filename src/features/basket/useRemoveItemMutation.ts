import { useCallback } from 'react';
import { useLazyPromiseMutation } from '../../relay/useLazyPromiseMutation.ts';
import type { BasketRemoveItemMutation as MutationType } from './__generated__/BasketRemoveItemMutation.graphql.ts';
import { settled } from './basketFailure.ts';

// The artifact loads apart from the page's first scripts (src/relay/useLazyPromiseMutation.ts).
const loadRemoveItem = () => import('./BasketRemoveItemMutation.ts').then((module) => module.BasketRemoveItemMutation);

/** Removes a basket line. */
export function useRemoveItemMutation() {
  const [run, inFlight] = useLazyPromiseMutation<MutationType>(loadRemoveItem);
  const remove = useCallback((itemId: string) => settled(run({ itemId })), [run]);
  return { remove, inFlight };
}
