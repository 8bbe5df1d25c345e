import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useSetDisposalServiceMutation as MutationType } from './__generated__/useSetDisposalServiceMutation.graphql.ts';

/**
 * Books the disposal service (take-away of old mattresses and slatted frames) for a total number
 * of pieces; the server caps it at the mattresses and slatted frames in the basket.
 */
export function useSetDisposalServiceMutation() {
  const [commit, inFlight] = useMutation<MutationType>(graphql`
    mutation useSetDisposalServiceMutation($quantity: Int!) {
      setDisposalService(quantity: $quantity) {
        id
        count
        disposalService {
          quantity
        }
      }
    }
  `);
  const book = useCallback(
    (quantity: number) =>
      new Promise<boolean>((resolve) => {
        commit({ variables: { quantity }, onCompleted: () => resolve(true), onError: () => resolve(false) });
      }),
    [commit],
  );
  return { book, inFlight };
}
