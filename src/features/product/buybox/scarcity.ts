import { SCARCITY_MAX } from './fees.ts';

/** Scarcity (section 5): 0 < quantity ≤ 8 and not a subsequent delivery. */
export function scarcityQuantity(
  availability: { quantity?: number | null; isSubsequentDelivery?: boolean | null } | null | undefined,
): number | null {
  const quantity = availability?.quantity;
  if (typeof quantity !== 'number' || quantity <= 0 || quantity > SCARCITY_MAX) return null;
  return availability?.isSubsequentDelivery ? null : quantity;
}
