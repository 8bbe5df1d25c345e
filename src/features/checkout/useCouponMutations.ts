import { useCallback } from 'react';
import { useMutation } from 'react-relay';
import type { CheckoutRedeemCouponMutation as RedeemType } from './__generated__/CheckoutRedeemCouponMutation.graphql.ts';
import type { CheckoutRemoveCouponMutation as RemoveType } from './__generated__/CheckoutRemoveCouponMutation.graphql.ts';
import { CheckoutRedeemCouponMutation, CheckoutRemoveCouponMutation } from './CheckoutCouponMutations.ts';

/** Redeems a coupon code at the review; rejects with the API error (COUPON_INVALID). */
export function useRedeemCouponMutation() {
  const [commit, pending] = useMutation<RedeemType>(CheckoutRedeemCouponMutation);
  const redeem = useCallback(
    (code: string) =>
      new Promise<void>((resolve, reject) => {
        commit({ variables: { code }, onCompleted: () => resolve(), onError: reject });
      }),
    [commit],
  );
  return [redeem, pending] as const;
}

/** Takes the redeemed coupon back. */
export function useRemoveCouponMutation() {
  const [commit, pending] = useMutation<RemoveType>(CheckoutRemoveCouponMutation);
  const remove = useCallback(
    () =>
      new Promise<void>((resolve, reject) => {
        commit({ variables: {}, onCompleted: () => resolve(), onError: reject });
      }),
    [commit],
  );
  return [remove, pending] as const;
}
