import { useCallback } from 'react';
import { useLazyPromiseMutation } from '../../relay/useLazyPromiseMutation.ts';
import type { BasketBookDisposalMutation as MutationType } from './__generated__/BasketBookDisposalMutation.graphql.ts';
import { settled } from './basketFailure.ts';

// The artifact loads apart from the page's first scripts (src/relay/useLazyPromiseMutation.ts).
const loadBookDisposal = () => import('./BasketBookDisposalMutation.ts').then((module) => module.BasketBookDisposalMutation);

/** Books the disposal service for a total of pieces (0 removes it), from the basket. */
export function useBookDisposalMutation() {
  const [run, inFlight] = useLazyPromiseMutation<MutationType>(loadBookDisposal);
  const book = useCallback((quantity: number) => settled(run({ quantity })), [run]);
  return { book, inFlight };
}
