// Impressions (product tiles, promotions) go out in pairs, so a page of tiles costs half the
// events; a single one left over goes after a short quiet time, or when the page is hidden or left.

import { pushEvent } from './dataLayer.ts';
import { productImpressionsEvent, promotionImpressionsEvent, type AnalyticsProduct, type EventOf, type Promotion } from './events.ts';

/** Items are sent in pairs; a single remaining one goes out after this much quiet. */
export const IMPRESSION_PAIR = 2;
export const IMPRESSION_IDLE_MS = 1000;

export interface ImpressionBatcher<T> {
  add(item: T): void;
  flush(): void;
}

/**
 * Collects impressions and sends them in pairs; what is left over is sent after a short quiet
 * time or when flush() is called (page hide).
 */
export function createImpressionBatcher<T>(
  send: (items: T[]) => void,
  { size = IMPRESSION_PAIR, idleMs = IMPRESSION_IDLE_MS } = {},
): ImpressionBatcher<T> {
  let buffer: T[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (buffer.length === 0) return;
    const items = buffer;
    buffer = [];
    send(items);
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

let products: ImpressionBatcher<AnalyticsProduct> | undefined;
let promotions: ImpressionBatcher<Promotion> | undefined;

/**
 * Adds the items of an impression event to the page's pair of its kind; the pair goes out as one
 * event of that kind (product impressions in the currency of the page's first).
 */
export function pairImpressions(event: EventOf<'productImpressions' | 'promotionImpressions'>): void {
  if (event.event === 'productImpressions') {
    const { currencyCode } = event.ecommerce;
    products ??= pageImpressionBatcher((items) => pushEvent(productImpressionsEvent(currencyCode, items)));
    for (const product of event.ecommerce.impressions) products.add(product);
  } else {
    promotions ??= pageImpressionBatcher((items) => pushEvent(promotionImpressionsEvent(items)));
    for (const promotion of event.ecommerce.promoView.promotions) promotions.add(promotion);
  }
}
