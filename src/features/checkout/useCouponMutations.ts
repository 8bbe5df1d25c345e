import { useCallback } from 'react';
import { usePromiseMutation } from '../../relay/usePromiseMutation.ts';
import type { CheckoutRedeemCouponMutation as RedeemType } from './__generated__/CheckoutRedeemCouponMutation.graphql.ts';
import type { CheckoutRemoveCouponMutation as RemoveType } from './__generated__/CheckoutRemoveCouponMutation.graphql.ts';
import { CheckoutRedeemCouponMutation, CheckoutRemoveCouponMutation } from './CheckoutCouponMutations.ts';

/** Redeems a coupon code at the review; rejects with the API error (COUPON_INVALID). */
export function useRedeemCouponMutation() {
  const [run, pending] = usePromiseMutation<RedeemType>(CheckoutRedeemCouponMutation);
  const redeem = useCallback(async (code: string) => void (await run({ code })), [run]);
  return [redeem, pending] as const;
}

/** Takes the redeemed coupon back. */
export function useRemoveCouponMutation() {
  const [run, pending] = usePromiseMutation<RemoveType>(CheckoutRemoveCouponMutation);
  const remove = useCallback(async () => void (await run({})), [run]);
  return [remove, pending] as const;
}
