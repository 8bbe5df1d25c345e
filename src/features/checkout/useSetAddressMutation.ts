import { useCallback } from 'react';
import { useLazyPromiseMutation } from '../../relay/useLazyPromiseMutation.ts';
import type { AddressInput, CheckoutSetAddressMutation as MutationType } from './__generated__/CheckoutSetAddressMutation.graphql.ts';

// The artifact loads apart from the page's first scripts (src/relay/useLazyPromiseMutation.ts).
const loadSetAddress = () => import('./CheckoutSetAddressMutation.ts').then((module) => module.CheckoutSetAddressMutation);

/** Sets the delivery address; rejects with the API error (field problems in extensions.fields). */
export function useSetAddressMutation() {
  const [run] = useLazyPromiseMutation<MutationType>(loadSetAddress);
  return useCallback(async (input: AddressInput) => void (await run({ input })), [run]);
}
