import type * as Events from './analyticsEvents.ts';

type Builders = typeof Events;

/**
 * Pushes an event whose builder loads beside the page's first load (analytics is never urgent):
 * `trackLater((e) => e.sizeSelectedEvent(id, size))`; a null event is not sent. A no-op outside
 * the browser.
 */
export function trackLater(build: (events: Builders) => Events.ShopAnalyticsEvent | null): void {
  if (typeof window === 'undefined') return;
  void import('./analyticsEvents.ts').then((events) => {
    const event = build(events);
    if (event) events.track(event);
  });
}
