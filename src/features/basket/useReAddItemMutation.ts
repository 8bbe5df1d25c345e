import { useCallback } from 'react';
import { useLazyPromiseMutation } from '../../relay/useLazyPromiseMutation.ts';
import type { BasketReAddItemMutation as MutationType } from './__generated__/BasketReAddItemMutation.graphql.ts';
import { settled } from './basketFailure.ts';

// The artifact loads apart from the page's first scripts (src/relay/useLazyPromiseMutation.ts).
const loadReAddItem = () => import('./BasketReAddItemMutation.ts').then((module) => module.BasketReAddItemMutation);

/** Puts a removed line back (undo). */
export function useReAddItemMutation(locale: string) {
  const [run, inFlight] = useLazyPromiseMutation<MutationType>(loadReAddItem);
  const reAdd = useCallback(
    (variantId: string, quantity: number) => settled(run({ input: { variantId, quantity, locale } })),
    [run, locale],
  );
  return { reAdd, inFlight };
}
