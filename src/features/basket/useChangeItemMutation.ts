import { useCallback } from 'react';
import { useLazyPromiseMutation } from '../../relay/useLazyPromiseMutation.ts';
import type { BasketChangeItemMutation as MutationType } from './__generated__/BasketChangeItemMutation.graphql.ts';
import { settled } from './basketFailure.ts';

// The artifact loads apart from the page's first scripts (src/relay/useLazyPromiseMutation.ts).
const loadChangeItem = () => import('./BasketChangeItemMutation.ts').then((module) => module.BasketChangeItemMutation);

/** Changes a line's variant (colour, size) and/or quantity. */
export function useChangeItemMutation() {
  const [run, inFlight] = useLazyPromiseMutation<MutationType>(loadChangeItem);
  const change = useCallback(
    (itemId: string, patch: { variantId?: string; quantity?: number }) => settled(run({ input: { itemId, ...patch } })),
    [run],
  );
  return { change, inFlight };
}
