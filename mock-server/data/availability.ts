import type { Availability, AvailabilityState } from '../__generated__/shop-resolvers.ts';

// Availability keys select the delivery text in the shop; value carries that text for debugging.
export const AVAILABILITY_KEYS = {
  available: { state: 'available', color: 'green', value: 'sofort lieferbar' },
  lowStock: { state: 'lowStock', color: 'green', value: 'nur noch wenige auf Lager' },
  deliverable_5_days: { state: 'deliverable', color: 'yellow', value: 'lieferbar in 5 Tagen' },
  deliverable_2_weeks: { state: 'deliverable', color: 'yellow', value: 'lieferbar in 2 Wochen' },
  notAvailable: { state: 'notAvailable', color: 'red', value: 'ausverkauft' },
} as const satisfies Record<string, { state: AvailabilityState; color: string; value: string }>;

export type AvailabilityKey = keyof typeof AVAILABILITY_KEYS;

/** Scarcity threshold of the specification: 1 to 8 pieces count as low stock. */
export const LOW_STOCK_MAX = 8;

export function availability(key: AvailabilityKey, quantity: number | null = null, isSubsequentDelivery: boolean | null = null): Availability {
  const { state, color, value } = AVAILABILITY_KEYS[key];
  return { id: null, key, state, color, value, quantity, isSubsequentDelivery };
}

/** Availability of a variant from its stock. */
export function variantAvailability(quantity: number, subsequentDelivery: AvailabilityKey | null): Availability {
  if (quantity === 0) return availability('notAvailable', 0, false);
  if (subsequentDelivery) return availability(subsequentDelivery, quantity, true);
  return availability(quantity <= LOW_STOCK_MAX ? 'lowStock' : 'available', quantity, false);
}

const RANK: Record<AvailabilityState, number> = { available: 0, lowStock: 1, deliverable: 2, notAvailable: 3 };

/** A product is as available as its best variant. */
export function productAvailability(variants: readonly Availability[]): Availability {
  const best = [...variants].sort((a, b) => RANK[a.state] - RANK[b.state])[0];
  return availability((best?.key ?? 'notAvailable') as AvailabilityKey);
}
