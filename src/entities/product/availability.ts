// Availability state (buy box, basket, change-item modal) and delivery text (specification section 4): the key decides the text; the
// state is shown as green/check (available), dark grey/clock (delayed) or red/X (sold out).

export type DeliveryState = 'available' | 'delayed' | 'unavailable';

export interface AvailabilityData {
  key: string;
  state?: string | null;
  color?: string | null;
  value?: string | null;
}

export interface AvailabilityView {
  state: DeliveryState;
  text: string;
}

const MONTHS: Record<string, string> = {
  January: 'Januar',
  February: 'Februar',
  March: 'März',
  April: 'April',
  May: 'Mai',
  June: 'Juni',
  July: 'Juli',
  August: 'August',
  September: 'September',
  October: 'Oktober',
  November: 'November',
  December: 'Dezember',
};

const TEXTS: Record<string, string> = {
  available: 'Lieferzeit 2–4 Werktage',
  christmas: 'lieferbar bis Weihnachten',
  easter: 'lieferbar bis Ostern',
  directShipping: 'Lieferung in 1–2 Wochen',
  directShipping2Weeks: 'Lieferung in 2–3 Wochen',
  directShipping5Days: 'Lieferung in 5–6 Werktagen',
  directShipping8Days: 'Lieferung in 8–10 Werktagen',
  outOfStock: 'Bereits ausverkauft',
  outsold: 'Ausverkauft',
};

const STATE_TEXTS: Record<DeliveryState, string> = {
  available: 'Artikel verfügbar',
  delayed: 'Artikel lieferbar',
  unavailable: 'Ausverkauft',
};

function keyText(key: string): string | null {
  const month = /^(midOf|endOf)([A-Z][a-z]+)$/.exec(key);
  if (month && MONTHS[month[2]!]) return `lieferbar ${month[1] === 'midOf' ? 'Mitte' : 'Ende'} ${MONTHS[month[2]!]}`;
  return Object.hasOwn(TEXTS, key) ? TEXTS[key]! : null;
}

function keyState(key: string): DeliveryState | null {
  if (key === 'available') return 'available';
  if (key === 'outOfStock' || key === 'outsold') return 'unavailable';
  return keyText(key) ? 'delayed' : null;
}

const COLOR_STATES: Record<string, DeliveryState> = { green: 'available', yellow: 'delayed', red: 'unavailable' };
const API_STATES: Record<string, DeliveryState> = {
  available: 'available',
  lowStock: 'available',
  deliverable: 'delayed',
  notAvailable: 'unavailable',
};

/** What to show for an availability; a missing one counts as out of stock. */
export function availabilityView(availability: AvailabilityData | null | undefined): AvailabilityView {
  const key = availability?.key || 'outOfStock';
  const state = keyState(key) ?? COLOR_STATES[availability?.color ?? ''] ?? API_STATES[availability?.state ?? ''] ?? 'unavailable';
  return { state, text: keyText(key) ?? (availability?.value || STATE_TEXTS[state]) };
}
