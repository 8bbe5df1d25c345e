import { useCallback } from 'react';
import { usePromiseMutation } from '../../relay/usePromiseMutation.ts';
import type { BasketChangeItemMutation as MutationType } from './__generated__/BasketChangeItemMutation.graphql.ts';
import { BasketChangeItemMutation } from './BasketChangeItemMutation.ts';
import { settled } from './basketFailure.ts';

/** Changes a line's variant (colour, size) and/or quantity. */
export function useChangeItemMutation() {
  const [run, inFlight] = usePromiseMutation<MutationType>(BasketChangeItemMutation);
  const change = useCallback(
    (itemId: string, patch: { variantId?: string; quantity?: number }) => settled(run({ input: { itemId, ...patch } })),
    [run],
  );
  return { change, inFlight };
}
