import { useCallback } from 'react';
import { usePromiseMutation } from '../../relay/usePromiseMutation.ts';
import type { AddressInput, CheckoutSetAddressMutation as MutationType } from './__generated__/CheckoutSetAddressMutation.graphql.ts';
import { CheckoutSetAddressMutation } from './CheckoutSetAddressMutation.ts';

/** Sets the delivery address; rejects with the API error (field problems in extensions.fields). */
export function useSetAddressMutation() {
  const [run] = usePromiseMutation<MutationType>(CheckoutSetAddressMutation);
  return useCallback(async (input: AddressInput) => void (await run({ input })), [run]);
}
