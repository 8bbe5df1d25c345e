import { useCallback } from 'react';
import { useMutation } from 'react-relay';
import type {
  CheckoutPlaceOrderMutation as MutationType,
  CheckoutPlaceOrderMutation$data,
  PlaceOrderInput,
} from './__generated__/CheckoutPlaceOrderMutation.graphql.ts';
import { CheckoutPlaceOrderMutation } from './CheckoutPlaceOrderMutation.ts';

export type OrderPlaced = CheckoutPlaceOrderMutation$data['placeOrder'];

/**
 * Places the order; rejects with the API error. The basket is empty afterwards: its record (the
 * one the header badge reads) is set to 0 pieces at once.
 */
export function usePlaceOrderMutation() {
  const [commit] = useMutation<MutationType>(CheckoutPlaceOrderMutation);
  return useCallback(
    (input: PlaceOrderInput) =>
      new Promise<OrderPlaced>((resolve, reject) => {
        commit({
          variables: { input },
          updater: (store) => {
            store.getRoot().getLinkedRecord('basket')?.setValue(0, 'count');
          },
          onCompleted: (data) => resolve(data.placeOrder),
          onError: reject,
        });
      }),
    [commit],
  );
}
