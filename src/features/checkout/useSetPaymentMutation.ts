import { useCallback } from 'react';
import { useLazyPromiseMutation } from '../../relay/useLazyPromiseMutation.ts';
import type { CheckoutSetPaymentMutation as MutationType } from './__generated__/CheckoutSetPaymentMutation.graphql.ts';

// The artifact loads apart from the page's first scripts (src/relay/useLazyPromiseMutation.ts).
const loadSetPayment = () => import('./CheckoutSetPaymentMutation.ts').then((module) => module.CheckoutSetPaymentMutation);

/** Chooses the payment method; rejects with the API error (PAYMENT_METHOD_NOT_AVAILABLE). */
export function useSetPaymentMutation() {
  const [run] = useLazyPromiseMutation<MutationType>(loadSetPayment);
  return useCallback(async (paymentMethodId: string) => void (await run({ paymentMethodId })), [run]);
}
