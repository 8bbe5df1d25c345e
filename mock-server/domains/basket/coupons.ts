import { visitorData } from '../../sessions/domainState.ts';
import type { VisitorState } from '../../sessions/store.ts';

// Coupon codes redeemed at the end of checkout or when the order is placed (never in the basket).
// Codes are case-insensitive. The basket's totals show a redeemed one as the voucher line.
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

/** A code as stored once redeemed: trimmed, upper case. */
export const couponKey = (code: string | null | undefined): string => (code ?? '').trim().toUpperCase();

/** The discount of a code (cents, positive; the totals cap it at the article value); empty = none. */
export function redeemCoupon(code: string | null | undefined, articleValue: number): CouponCheck {
  const key = couponKey(code);
  if (key === '') return { ok: true, discount: 0 };
  const coupon = COUPONS[key];
  if (!coupon) return { ok: false };
  return { ok: true, discount: coupon.kind === 'amount' ? coupon.value : Math.round((articleValue * coupon.value) / 100) };
}

/** The coupon redeemed at the end of checkout (upper case), until the order is placed. */
export const redeemedCoupon = (visitor: VisitorState): { code: string | null } => visitorData(visitor, 'coupon', () => ({ code: null }));
