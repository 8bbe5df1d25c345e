import type { Availability } from '../../__generated__/shop-resolvers.ts';
import { availability, AVAILABILITY_KEYS, type AvailabilityKey } from '../../data/availability.ts';
import type { Article } from './articles.ts';

// The catalogue is fixed, yet the basket must be able to say that an item's delivery state
// changed after it was added (DELIVERY_STATE_CHANGED). The mock simulates one kind of change,
// deterministically and on real data: a supplier's delivery slips. Articles the product page
// shows as 'directShipping5Days' (5–6 workdays) are, once in the basket, 'directShipping2Weeks'
// (2–3 weeks).
const SLIPPED: Readonly<Record<string, AvailabilityKey>> = { directShipping5Days: 'directShipping2Weeks' };

/** The availability the basket works with: the catalogue's, after the simulated slip. */
export function basketAvailability(article: Article): Availability {
  const current = article.variant.availability;
  const slipped = SLIPPED[current.key];
  return slipped && slipped in AVAILABILITY_KEYS ? availability(slipped, current.quantity ?? null) : current;
}

/** What the shopper saw when adding the article: the catalogue's availability key. */
export const shownAvailabilityKey = (article: Article): string => article.variant.availability.key;
