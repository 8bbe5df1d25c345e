// Analytics events go to window.dataLayer (the tag manager reads it and applies consent itself,
// so consent never blocks the push). Nothing happens on the server. The other events of section 7
// are built in analyticsEvents.ts.

import type { ShopAnalyticsEvent } from './analyticsEvents.ts';

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
}

export type AnalyticsEvent =
  /** An embedded iFrame of content came into view (once per iFrame and page view). */
  | { event: 'iFrameView'; iFrame: { name: string; url: string } }
  | { event: 'productImpressions'; ecommerce: { currencyCode: string; impressions: AnalyticsProduct[] } }
  | {
      event: 'productClick';
      ecommerce: { currencyCode: string; click: { actionField: { list: string }; products: AnalyticsProduct[] } };
    }
  | CheckoutEvent
  | PurchaseEvent
  | WishlistAnalyticsEvent
  | ProductRatingAnalyticsEvent
  | ShopAnalyticsEvent;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Pushes one event onto window.dataLayer, creating it if missing; a no-op outside the browser. */
export function pushEvent(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
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

export interface ImpressionBatcher {
  add(product: AnalyticsProduct): void;
  flush(): void;
}

/**
 * Collects impressions and sends them in pairs, so a page of tiles costs half the events; what is
 * left over is sent after a short quiet time or when flush() is called (page hide).
 */
export function createImpressionBatcher(
  send: (products: AnalyticsProduct[]) => void,
  { size = IMPRESSION_PAIR, idleMs = IMPRESSION_IDLE_MS } = {},
): ImpressionBatcher {
  let buffer: AnalyticsProduct[] = [];
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
    add(product) {
      buffer.push(product);
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

let impressions: ImpressionBatcher | undefined;

function impressionBatcher(currencyCode: string): ImpressionBatcher {
  if (!impressions) {
    const batcher = createImpressionBatcher((products) =>
      pushEvent({ event: 'productImpressions', ecommerce: { currencyCode, impressions: products } }),
    );
    // The last single impression must not be lost when the shopper leaves.
    window.addEventListener('pagehide', batcher.flush);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') batcher.flush();
    });
    impressions = batcher;
  }
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

// ---- Checkout and purchase -------------------------------------------------------------------
// The checkout's steps and the placed order, in the same ecommerce shape as the events above.
// Personal purchase data goes out only with performance consent (C0002).

/** A line of the basket as the checkout and purchase events list it. */
export interface AnalyticsOrderItem {
  id: string;
  name: string;
  brand: string | null;
  /** Unit price, euros with 2 decimals. */
  price: string;
  quantity: number;
  /** Size as shown. */
  variant: string;
}

export interface CheckoutEvent {
  event: 'checkout';
  ecommerce: { currencyCode: string; checkout: { actionField: { step: number; option?: string }; products: AnalyticsOrderItem[] } };
}

export interface PurchaseEvent {
  event: 'purchase';
  ecommerce: {
    currencyCode: string;
    purchase: {
      actionField: { id: string; revenue: string; shipping: string; coupon?: string };
      products: AnalyticsOrderItem[];
    };
  };
}

// The builders of these two events are in checkoutAnalytics.ts, loaded only by the checkout.

// Wishlist and product rating events (pushed by the wishlist's and the reviews' lazily loaded code).

export type WishlistAnalyticsEvent = { event: 'wishlistAdd' | 'wishlistRemove'; wishlist: { productId: string } };
export type ProductRatingAnalyticsEvent = { event: 'productRating'; productRating: { productId: string; rating: number } };
