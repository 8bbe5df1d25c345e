// Where every analytics event ends: window.dataLayer, and only with the visitor's consent to
// performance tracking (C0002); what the cookie banner reports about itself (its being shown, the
// decision) goes always. Nothing happens on the server.

import { readConsent } from '../privacy/useConsent.ts';
import type { AnalyticsEvent } from './events.ts';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** The events about consent itself, pushed before and whatever the visitor decides. */
const CONSENT_EVENTS: ReadonlySet<string> = new Set(['cookieBanner', 'consent']);

/** Whether an event may go to the dataLayer under the visitor's consent (null: not decided yet). */
export function mayTrack(event: Pick<AnalyticsEvent, 'event'>, consent: { C0002: boolean } | null): boolean {
  return CONSENT_EVENTS.has(event.event) || consent?.C0002 === true;
}

/**
 * Pushes one event onto window.dataLayer, creating it if missing, when the visitor's consent
 * allows it; a no-op outside the browser.
 */
export function pushEvent(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  if (!mayTrack(event, readConsent())) return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
}
