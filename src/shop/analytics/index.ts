// Analytics, the one door: every event goes to the dataLayer through `track`, under the visitor's
// consent (dataLayer.ts). The events (one union) and their builders are in events.ts; a caller
// names the builder in a function that `track` calls once they have loaded:
//
//   track((e) => e.sizeSelectedEvent(id, size));
//
// so neither the builders nor the dataLayer's code are part of a page's first scripts (analytics
// is never urgent).

import type * as Events from './events.ts';
import type { AnalyticsEvent } from './events.ts';

export type * from './events.ts';
export { analyticsPrice } from './price.ts';

export type EventBuilders = typeof Events;

/** Builds an event with the builders; null: nothing to send. */
export type BuildEvent = (events: EventBuilders) => AnalyticsEvent | null;

/**
 * Sends the event a build answers (null: nothing) to the dataLayer once the analytics code has
 * loaded; calls push in their order. Impressions wait for their pair. A no-op outside the browser.
 */
export function track(build: BuildEvent): void {
  if (typeof window === 'undefined') return;
  void import('./later.ts').then((later) => {
    const event = build(later.events);
    if (event) later.send(event);
  });
}
