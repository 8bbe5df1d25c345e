import { useCallback } from 'react';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { usePromiseMutation } from '../../relay/usePromiseMutation.ts';
import type {
  CheckoutPlaceOrderMutation as MutationType,
  CheckoutPlaceOrderMutation$data,
  PlaceOrderInput,
} from './__generated__/CheckoutPlaceOrderMutation.graphql.ts';
import { CheckoutPlaceOrderMutation } from './CheckoutPlaceOrderMutation.ts';

export type OrderPlaced = CheckoutPlaceOrderMutation$data['placeOrder'];

const emptyBasket = (store: RecordSourceSelectorProxy) => {
  store.getRoot().getLinkedRecord('basket')?.setValue(0, 'count');
};

/**
 * Places the order; rejects with the API error. The basket is empty afterwards: its record (the
 * one the header badge reads) is set to 0 pieces at once.
 */
export function usePlaceOrderMutation() {
  const [run] = usePromiseMutation<MutationType>(CheckoutPlaceOrderMutation, emptyBasket);
  return useCallback(async (input: PlaceOrderInput): Promise<OrderPlaced> => (await run({ input })).placeOrder, [run]);
}
