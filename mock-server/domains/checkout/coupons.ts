// Coupon codes redeemed when the order is placed (never in the basket). Codes are case-insensitive.
interface Coupon {
  kind: 'amount' | 'percent';
  /** Cents for 'amount', percent of the article value for 'percent'. */
  value: number;
}

const COUPONS: Readonly<Record<string, Coupon>> = {
  /** 10,00 € off. */
  HERBST10: { kind: 'amount', value: 1000 },
  /** 10 % off the article value. */
  WILLKOMMEN: { kind: 'percent', value: 10 },
};

export type CouponCheck = { ok: true; discount: number } | { ok: false };

/** The discount of a code (cents, positive; the totals cap it at the article value); empty = none. */
export function redeemCoupon(code: string | null | undefined, articleValue: number): CouponCheck {
  const key = (code ?? '').trim().toUpperCase();
  if (key === '') return { ok: true, discount: 0 };
  const coupon = COUPONS[key];
  if (!coupon) return { ok: false };
  return { ok: true, discount: coupon.kind === 'amount' ? coupon.value : Math.round((articleValue * coupon.value) / 100) };
}
