// An availability's delivery state (specification section 4), shown as green/check (available),
// dark grey/clock (delayed) or red/X (sold out) and reported by analytics; its text is
// availability.ts's.

export type DeliveryState = 'available' | 'delayed' | 'unavailable';

export interface AvailabilityData {
  key: string;
  state?: string | null;
  color?: string | null;
  value?: string | null;
}

/** The delivery keys with a text of their own: the fixed ones and a month's ('midOfMarch', 'endOfMarch'). */
export const MONTH_KEY = /^(midOf|endOf)(January|February|March|April|May|June|July|August|September|October|November|December)$/;
export const FIXED_KEYS = [
  'available',
  'christmas',
  'easter',
  'directShipping',
  'directShipping2Weeks',
  'directShipping5Days',
  'directShipping8Days',
  'outOfStock',
  'outsold',
] as const;
export type FixedKey = (typeof FIXED_KEYS)[number];

const isKnownKey = (key: string) => MONTH_KEY.test(key) || (FIXED_KEYS as readonly string[]).includes(key);

function keyState(key: string): DeliveryState | null {
  if (key === 'available') return 'available';
  if (key === 'outOfStock' || key === 'outsold') return 'unavailable';
  return isKnownKey(key) ? 'delayed' : null;
}

const COLOR_STATES: Record<string, DeliveryState> = { green: 'available', yellow: 'delayed', red: 'unavailable' };
const API_STATES: Record<string, DeliveryState> = {
  available: 'available',
  lowStock: 'available',
  deliverable: 'delayed',
  notAvailable: 'unavailable',
};

/** The delivery state of an availability (what analytics reports); a missing one counts as out of stock. */
export function deliveryState(availability: AvailabilityData | null | undefined): DeliveryState {
  const key = availability?.key || 'outOfStock';
  return keyState(key) ?? COLOR_STATES[availability?.color ?? ''] ?? API_STATES[availability?.state ?? ''] ?? 'unavailable';
}
