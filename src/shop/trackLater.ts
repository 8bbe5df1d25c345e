import type * as Events from './analyticsEvents.ts';

type Builders = typeof Events;

/**
 * Pushes an event whose builder loads beside the page's first load (analytics is never urgent):
 * `trackLater((e) => e.sizeSelectedEvent(id, size))`. A no-op outside the browser.
 */
export function trackLater(build: (events: Builders) => Events.ShopAnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  void import('./analyticsEvents.ts').then((events) => events.track(build(events)));
}
