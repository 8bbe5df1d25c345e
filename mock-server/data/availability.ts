import type { Availability, AvailabilityState } from '../__generated__/shop-resolvers.ts';

// The shop's availability keys (the delivery text the shop shows) and the states they stand for.
// The specification names four states (available, delayed, outOfStock, outsold); the schema's
// AvailabilityState enum has available, lowStock, deliverable and notAvailable, so:
//   available  → 'available' ('lowStock' while 1 to 8 pieces are left: the scarcity threshold)
//   delayed    → 'deliverable' (every christmas/easter/directShipping*/midOf*/endOf* key)
//   outOfStock → 'notAvailable' with key 'outOfStock' (sold out for now)
//   outsold    → 'notAvailable' with key 'outsold' (sold out for good)

const MONTHS = [
  ['January', 'Januar'],
  ['February', 'Februar'],
  ['March', 'März'],
  ['April', 'April'],
  ['May', 'Mai'],
  ['June', 'Juni'],
  ['July', 'Juli'],
  ['August', 'August'],
  ['September', 'September'],
  ['October', 'Oktober'],
  ['November', 'November'],
  ['December', 'Dezember'],
] as const;

type MonthKey = `${'midOf' | 'endOf'}${(typeof MONTHS)[number][0]}`;

interface KeyInfo {
  state: AvailabilityState;
  color: string;
  /** The delivery text, so the mock's answers read like the shop. */
  value: string;
  /** Delivered later from incoming stock (true) rather than from the warehouse or the supplier. */
  subsequent: boolean;
}

const FIXED = {
  available: { state: 'available', color: 'green', value: 'Lieferzeit 2–4 Werktage', subsequent: false },
  christmas: { state: 'deliverable', color: 'yellow', value: 'lieferbar bis Weihnachten', subsequent: true },
  easter: { state: 'deliverable', color: 'yellow', value: 'lieferbar bis Ostern', subsequent: true },
  directShipping: { state: 'deliverable', color: 'yellow', value: 'Lieferung in 1–2 Wochen', subsequent: false },
  directShipping2Weeks: { state: 'deliverable', color: 'yellow', value: 'Lieferung in 2–3 Wochen', subsequent: false },
  directShipping5Days: { state: 'deliverable', color: 'yellow', value: 'Lieferung in 5–6 Werktagen', subsequent: false },
  directShipping8Days: { state: 'deliverable', color: 'yellow', value: 'Lieferung in 8–10 Werktagen', subsequent: false },
  outOfStock: { state: 'notAvailable', color: 'red', value: 'Bereits ausverkauft', subsequent: false },
  outsold: { state: 'notAvailable', color: 'red', value: 'Ausverkauft', subsequent: false },
} as const satisfies Record<string, KeyInfo>;

export type AvailabilityKey = keyof typeof FIXED | MonthKey;

const MONTH_KEYS = Object.fromEntries(
  MONTHS.flatMap(([en, de]) => [
    [`midOf${en}`, { state: 'deliverable', color: 'yellow', value: `lieferbar Mitte ${de}`, subsequent: true }],
    [`endOf${en}`, { state: 'deliverable', color: 'yellow', value: `lieferbar Ende ${de}`, subsequent: true }],
  ]),
) as Record<MonthKey, KeyInfo>;

export const AVAILABILITY_KEYS: Readonly<Record<AvailabilityKey, KeyInfo>> = { ...FIXED, ...MONTH_KEYS };

export const DELAYED_KEYS = (Object.keys(AVAILABILITY_KEYS) as AvailabilityKey[]).filter(
  (k) => AVAILABILITY_KEYS[k].state === 'deliverable',
);
export const DIRECT_SHIPPING_KEYS = ['directShipping', 'directShipping2Weeks', 'directShipping5Days', 'directShipping8Days'] as const;
export const SUBSEQUENT_KEYS = DELAYED_KEYS.filter((k) => AVAILABILITY_KEYS[k].subsequent);

/** Scarcity threshold of the specification: 1 to 8 pieces count as low stock. */
export const LOW_STOCK_MAX = 8;

export function availability(key: AvailabilityKey, quantity: number | null = null): Availability {
  const { state, color, value, subsequent } = AVAILABILITY_KEYS[key];
  const low = state === 'available' && quantity !== null && quantity > 0 && quantity <= LOW_STOCK_MAX;
  return {
    id: null,
    key,
    state: low ? 'lowStock' : state,
    color,
    value,
    quantity,
    isSubsequentDelivery: quantity === null ? null : subsequent,
  };
}

/** Availability of a variant: sold out (for now or for good), delivered later, or from stock. */
export function variantAvailability(quantity: number, delayed: AvailabilityKey | null, outsold = false): Availability {
  if (quantity === 0) return availability(outsold ? 'outsold' : 'outOfStock', 0);
  return availability(delayed ?? 'available', quantity);
}

const RANK: Record<AvailabilityState, number> = { available: 0, lowStock: 1, deliverable: 2, notAvailable: 3 };

/** A product is as available as its best variant (without a quantity: that is per variant). */
export function productAvailability(variants: readonly Availability[]): Availability {
  const best = [...variants].sort((a, b) => RANK[a.state] - RANK[b.state])[0];
  if (!best) return availability('outsold');
  // Every variant sold out: 'outsold' only when all are gone for good.
  if (best.state === 'notAvailable') return availability(variants.every((v) => v.key === 'outsold') ? 'outsold' : 'outOfStock');
  return availability(best.key as AvailabilityKey);
}
