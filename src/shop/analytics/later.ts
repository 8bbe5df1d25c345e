// What \`track\` (index.ts) loads on its first call: the event builders, and the way to the
// dataLayer.

import { pushEvent } from './dataLayer.ts';
import type { AnalyticsEvent } from './events.ts';
import { pairImpressions } from './impressions.ts';

export * as events from './events.ts';

/** Pushes an event onto the dataLayer; an impression waits for its pair (impressions.ts). */
export function send(event: AnalyticsEvent): void {
  if (event.event === 'productImpressions' || event.event === 'promotionImpressions') pairImpressions(event);
  else pushEvent(event);
}
