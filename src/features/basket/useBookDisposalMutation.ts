import { useCallback } from 'react';
import { usePromiseMutation } from '../../relay/usePromiseMutation.ts';
import type { BasketBookDisposalMutation as MutationType } from './__generated__/BasketBookDisposalMutation.graphql.ts';
import { BasketBookDisposalMutation } from './BasketBookDisposalMutation.ts';
import { settled } from './basketFailure.ts';

/** Books the disposal service for a total of pieces (0 removes it), from the basket. */
export function useBookDisposalMutation() {
  const [run, inFlight] = usePromiseMutation<MutationType>(BasketBookDisposalMutation);
  const book = useCallback((quantity: number) => settled(run({ quantity })), [run]);
  return { book, inFlight };
}
