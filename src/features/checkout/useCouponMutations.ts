import { useCallback } from 'react';
import { useLazyPromiseMutation } from '../../relay/useLazyPromiseMutation.ts';
import type { CheckoutRedeemCouponMutation as RedeemType } from './__generated__/CheckoutRedeemCouponMutation.graphql.ts';
import type { CheckoutRemoveCouponMutation as RemoveType } from './__generated__/CheckoutRemoveCouponMutation.graphql.ts';

// The artifacts load apart from the page's first scripts (src/relay/useLazyPromiseMutation.ts).
const loadRedeemCoupon = () => import('./CheckoutCouponMutations.ts').then((module) => module.CheckoutRedeemCouponMutation);
const loadRemoveCoupon = () => import('./CheckoutCouponMutations.ts').then((module) => module.CheckoutRemoveCouponMutation);

/** Redeems a coupon code at the review; rejects with the API error (COUPON_INVALID). */
export function useRedeemCouponMutation() {
  const [run, pending] = useLazyPromiseMutation<RedeemType>(loadRedeemCoupon);
  const redeem = useCallback(async (code: string) => void (await run({ code })), [run]);
  return [redeem, pending] as const;
}

/** Takes the redeemed coupon back. */
export function useRemoveCouponMutation() {
  const [run, pending] = useLazyPromiseMutation<RemoveType>(loadRemoveCoupon);
  const remove = useCallback(async () => void (await run({})), [run]);
  return [remove, pending] as const;
}
