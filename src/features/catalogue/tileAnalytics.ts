import { track, type AnalyticsProduct, type EventBuilders } from '../../shop/analytics/index.ts';

// What a product tile tells analytics: its impression and its click. A chunk of its own, which
// the tiles load with the first tile that shows, not with the page's first scripts.

export interface TrackedTile {
  id: string;
  name: string;
  brand: string | null;
  priceCents: number;
  currency: string;
  /** Product list type: plp, srp, pinnedProducts, recommendation, … */
  list: string;
  /** How the shopper reached the list, when the list type does not say it. */
  listOrigin?: string;
  /** 1-based position in the list. */
  position: number;
}

const product = (e: EventBuilders, { id, name, brand, priceCents, list, listOrigin, position }: TrackedTile): AnalyticsProduct => ({
  id,
  name,
  brand,
  price: e.analyticsPrice(priceCents),
  list,
  ...(listOrigin && listOrigin !== list ? { listOrigin } : {}),
  position,
});

/** The tile became visible (once per tile); impressions go out in pairs. */
export function trackTileImpression(tile: TrackedTile): void {
  track((e) => e.productImpressionsEvent(tile.currency, [product(e, tile)]));
}

/** The tile was clicked. */
export function trackTileClick(tile: TrackedTile): void {
  track((e) => e.productClickEvent(tile.currency, product(e, tile)));
}
