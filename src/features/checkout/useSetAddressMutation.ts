import { useCallback } from 'react';
import { useMutation } from 'react-relay';
import type { AddressInput, CheckoutSetAddressMutation as MutationType } from './__generated__/CheckoutSetAddressMutation.graphql.ts';
import { CheckoutSetAddressMutation } from './CheckoutSetAddressMutation.ts';

/** Sets the delivery address; rejects with the API error (field problems in extensions.fields). */
export function useSetAddressMutation() {
  const [commit] = useMutation<MutationType>(CheckoutSetAddressMutation);
  return useCallback(
    (input: AddressInput) =>
      new Promise<void>((resolve, reject) => {
        commit({ variables: { input }, onCompleted: () => resolve(), onError: reject });
      }),
    [commit],
  );
}
