import { useCallback } from 'react';
import { useMutation } from 'react-relay';
import type { BasketSetDisposalServiceMutation as MutationType } from './__generated__/BasketSetDisposalServiceMutation.graphql.ts';
import { BasketSetDisposalServiceMutation } from './BasketSetDisposalServiceMutation.ts';

/** Books the disposal service for a total number of pieces; resolves false when that failed. */
export function useSetDisposalServiceMutation() {
  const [commit, inFlight] = useMutation<MutationType>(BasketSetDisposalServiceMutation);
  const book = useCallback(
    (quantity: number) =>
      new Promise<boolean>((resolve) => {
        commit({ variables: { quantity }, onCompleted: () => resolve(true), onError: () => resolve(false) });
      }),
    [commit],
  );
  return { book, inFlight };
}
