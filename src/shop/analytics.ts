// Analytics events go to window.dataLayer, and only with the visitor's consent to performance
// tracking (C0002, section 6); what the cookie banner reports about itself (its being shown, the
// decision) goes always. Nothing happens on the server. Every other event of section 7 is built
// in analyticsEvents.ts.

import type { ShopAnalyticsEvent } from './analyticsEvents.ts';
import { readConsent } from './useConsent.ts';

export interface AnalyticsProduct {
  id: string;
  name: string;
  brand: string | null;
  /** Euros with 2 decimals, e.g. '49.90'. */
  price: string;
  /** Product list type, e.g. plp, srp, recommendation, popupProduct. */
  list: string;
  /** Where the list was reached from (section 2.2 origins, e.g. srp/suggestion, plp/suggestion); absent when the list type says it all. */
  listOrigin?: string;
  /** 1-based position in the list. */
  position: number;
  /** Recommendations: the list detail (outfit, similarProducts, lastSeen, …) and kind (section 4). */
  listDetails?: string;
  recommendationListKind?: string;
  /** Recommendations: the list position (basket, basketNaliRemove, belowAtb, homepage). */
  listPosition?: string;
  /** Recommendations: what the service tells of the product, each when it has it. */
  brandId?: string;
  masterKey?: string;
  /** The code of the product's level-3 category. */
  mkz?: string;
  styleType?: string;
  /** The category path, levels separated by '|'. */
  category?: string;
  /** The dimension (colour) id used in tracking. */
  dimensionId?: string;
  salesUnit?: string;
}

export type AnalyticsEvent =
  | { event: 'productImpressions'; ecommerce: { currencyCode: string; impressions: AnalyticsProduct[] } }
  | {
      event: 'productClick';
      ecommerce: { currencyCode: string; click: { actionField: { list: string }; products: AnalyticsProduct[] } };
    }
  | ShopAnalyticsEvent;

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

/** A price in cents as euros with 2 decimals. */
export function analyticsPrice(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** Products are sent in pairs; a single remaining one goes out after this much quiet. */
export const IMPRESSION_PAIR = 2;
export const IMPRESSION_IDLE_MS = 1000;

export interface ImpressionBatcher<T = AnalyticsProduct> {
  add(item: T): void;
  flush(): void;
}

/**
 * Collects impressions and sends them in pairs, so a page of tiles costs half the events; what is
 * left over is sent after a short quiet time or when flush() is called (page hide).
 */
export function createImpressionBatcher<T = AnalyticsProduct>(
  send: (items: T[]) => void,
  { size = IMPRESSION_PAIR, idleMs = IMPRESSION_IDLE_MS } = {},
): ImpressionBatcher<T> {
  let buffer: T[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (buffer.length === 0) return;
    const products = buffer;
    buffer = [];
    send(products);
  };

  return {
    add(item) {
      buffer.push(item);
      if (buffer.length >= size) {
        flush();
        return;
      }
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(flush, idleMs);
    },
    flush,
  };
}

/** A batcher that also sends what is left when the page is hidden or left. */
export function pageImpressionBatcher<T>(send: (items: T[]) => void): ImpressionBatcher<T> {
  const batcher = createImpressionBatcher(send);
  // The last single impression must not be lost when the shopper leaves.
  window.addEventListener('pagehide', batcher.flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') batcher.flush();
  });
  return batcher;
}

let impressions: ImpressionBatcher | undefined;

function impressionBatcher(currencyCode: string): ImpressionBatcher {
  impressions ??= pageImpressionBatcher((products) =>
    pushEvent({ event: 'productImpressions', ecommerce: { currencyCode, impressions: products } }),
  );
  return impressions;
}

/** A product tile became visible (once per tile). */
export function trackProductImpression(product: AnalyticsProduct, currencyCode: string): void {
  if (typeof window === 'undefined') return;
  impressionBatcher(currencyCode).add(product);
}

/** A product tile was clicked. */
export function trackProductClick(product: AnalyticsProduct, currencyCode: string): void {
  pushEvent({
    event: 'productClick',
    ecommerce: { currencyCode, click: { actionField: { list: product.list }, products: [product] } },
  });
}
