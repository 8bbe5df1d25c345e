import { createContext, type ComponentType } from 'react';
import type { TrackingOptOutOutcome } from '../../shop/privacy/trackingOptOut.ts';

/** A recommendation-service request as the content describes it (GkAirInput without session data). */
export interface GkAirRequest {
  serviceId: string;
  outputId: string;
  parameters: { name: string; value: string }[];
  outputConfig: { outputId: string; imageType: string }[];
}

export interface RecommendationSlotProps {
  /** 'GK Air' service request, or the wishlist (shown with at least 3 products). */
  source: { kind: 'gkAir'; request: GkAirRequest } | { kind: 'wishlist' };
  /** inspiration: sale badges only, no wishlist button; outfit: the outfit's products under the reco title. */
  placement: 'page' | 'inspiration' | 'outfit';
  display: 'slider' | 'assortmentCards';
}

/** The outcomes of the shop's tracking opt-out (src/shop/privacy/trackingOptOut.ts). */
export type TrackingOptOutStatus = TrackingOptOutOutcome;

/**
 * What content needs from the shop API, which lives in the other Relay environment: given by the
 * page (src/views/ContentShopBridge.tsx), so no shop fragment is ever rendered in the content one.
 */
export interface ShopBridge {
  /** The OPTOUT action button's call; rejects when the call fails. */
  trackingOptOut?: (provider: string) => Promise<TrackingOptOutStatus>;
  /** The live price of a product (PRICE_BY_PRODUCTID eyecatchers); loaded in the browser. */
  ProductPrice?: ComponentType<{ productId: string }>;
  /** Product recommendations of content items; without it they render nothing. */
  Recommendations?: ComponentType<RecommendationSlotProps>;
  /** A shop category's path by its id (categoryById), for category image links that name only the id; in the browser. */
  categoryPath?: (categoryId: string) => Promise<string | null>;
  /** A shop product's image standing for a category image link without an editor's image; loaded in the browser. */
  CategoryImage?: ComponentType<CategoryImageProps>;
}

export interface CategoryImageProps {
  /** The automated product: its image when set. */
  productId: string | null;
  /** Else the category's first product, in the shopper's stored listing sort. */
  categoryId: string | null;
  /** Alternative text (the card's title) when the product's image has none. */
  alt: string;
  sizes: string;
}

export const ShopBridgeContext = createContext<ShopBridge>({});
