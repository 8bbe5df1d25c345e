import { useCallback } from 'react';
import { usePromiseMutation } from '../../relay/usePromiseMutation.ts';
import type { CheckoutSetPaymentMutation as MutationType } from './__generated__/CheckoutSetPaymentMutation.graphql.ts';
import { CheckoutSetPaymentMutation } from './CheckoutSetPaymentMutation.ts';

/** Chooses the payment method; rejects with the API error (PAYMENT_METHOD_NOT_AVAILABLE). */
export function useSetPaymentMutation() {
  const [run] = usePromiseMutation<MutationType>(CheckoutSetPaymentMutation);
  return useCallback(async (paymentMethodId: string) => void (await run({ paymentMethodId })), [run]);
}
