import { useCallback } from 'react';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { useLazyPromiseMutation } from '../../relay/useLazyPromiseMutation.ts';
import type {
  CheckoutPlaceOrderMutation as MutationType,
  CheckoutPlaceOrderMutation$data,
  PlaceOrderInput,
} from './__generated__/CheckoutPlaceOrderMutation.graphql.ts';

// The artifact loads apart from the page's first scripts (src/relay/useLazyPromiseMutation.ts).
const loadPlaceOrder = () => import('./CheckoutPlaceOrderMutation.ts').then((module) => module.CheckoutPlaceOrderMutation);

export type OrderPlaced = CheckoutPlaceOrderMutation$data['placeOrder'];

const emptyBasket = (store: RecordSourceSelectorProxy) => {
  store.getRoot().getLinkedRecord('basket')?.setValue(0, 'count');
};

/**
 * Places the order; rejects with the API error. The basket is empty afterwards: its record (the
 * one the header badge reads) is set to 0 pieces at once.
 */
export function usePlaceOrderMutation() {
  const [run] = useLazyPromiseMutation<MutationType>(loadPlaceOrder, emptyBasket);
  return useCallback(async (input: PlaceOrderInput): Promise<OrderPlaced> => (await run({ input })).placeOrder, [run]);
}
