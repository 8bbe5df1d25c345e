import { useCallback } from 'react';
import { useMutation } from 'react-relay';
import type { CheckoutSetPaymentMutation as MutationType } from './__generated__/CheckoutSetPaymentMutation.graphql.ts';
import { CheckoutSetPaymentMutation } from './CheckoutSetPaymentMutation.ts';

/** Chooses the payment method; rejects with the API error (PAYMENT_METHOD_NOT_AVAILABLE). */
export function useSetPaymentMutation() {
  const [commit] = useMutation<MutationType>(CheckoutSetPaymentMutation);
  return useCallback(
    (paymentMethodId: string) =>
      new Promise<void>((resolve, reject) => {
        commit({ variables: { paymentMethodId }, onCompleted: () => resolve(), onError: reject });
      }),
    [commit],
  );
}
