import { deliveryState, type AvailabilityData, type DeliveryState } from '../../entities/product/deliveryState.ts';
import type { Consent } from '../privacy/consent.ts';
import { analyticsPrice } from './price.ts';

// The list a product page is credited to, and the price format, built here so they load with the events.
export { productPageList } from './listOrigin.ts';
export { analyticsPrice };

// Every analytics event the shop sends, as one union, and one builder per event (pure, tested for
// its shape). They go to the dataLayer through `track` (index.ts), which applies the visitor's
// consent; the shop's own calls to the recommendation service are gated by consent where they are
// made.

export interface AnalyticsProduct {
  id: string;
  name: string;
  brand: string | null;
  /** Euros with 2 decimals, e.g. '49.90'. */
  price: string;
  /** Product list type, e.g. plp, srp, recommendation, popupProduct. */
  list: string;
  /** Where the list was reached from (origins such as srp/suggestion, plp/suggestion); absent when the list type says it all. */
  listOrigin?: string;
  /** 1-based position in the list. */
  position: number;
  /** Recommendations: the list detail (outfit, similarProducts, lastSeen, …) and kind. */
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

/** How an availability is tracked: delivered at once, later, or not at all, with its code. */
export type DeliveryStatus = 'Immediately' | 'NotImmediately' | 'Unavailable';
export type DeliveryStatusCode = 1 | 2 | 0;

const DELIVERY_STATUS: Record<DeliveryState, { deliveryStatus: DeliveryStatus; deliveryStatusCode: DeliveryStatusCode }> = {
  available: { deliveryStatus: 'Immediately', deliveryStatusCode: 1 },
  delayed: { deliveryStatus: 'NotImmediately', deliveryStatusCode: 2 },
  unavailable: { deliveryStatus: 'Unavailable', deliveryStatusCode: 0 },
};

/** What an event says of an availability; a missing one is sold out, as the shop shows it. */
export function deliveryStatusOf(availability: AvailabilityData | null | undefined) {
  return DELIVERY_STATUS[deliveryState(availability)];
}

/**
 * A display number as tracking splits it: the first 6 digits name the product, the next 3 the
 * promotion (colour); dots and spaces are ignored. Null when it holds fewer than 6 digits or
 * anything but digits; the promotion is null when it has only the product's 6.
 */
export function displayNumberParts(
  displayNumber: string | null | undefined,
): { productNumber: string; promotionNumber: string | null } | null {
  const digits = (displayNumber ?? '').replace(/[\s.]/g, '');
  if (!/^\d{6}(\d{3})?$/.test(digits)) return null;
  return { productNumber: digits.slice(0, 6), promotionNumber: digits.length === 9 ? digits.slice(6) : null };
}

/** What a product's availability and display number add to it in an event, each when known. */
export interface TrackedArticle {
  deliveryStatus?: DeliveryStatus;
  deliveryStatusCode?: DeliveryStatusCode;
  productNumber?: string;
  promotionNumber?: string | null;
}

/** The availability (when given) and display number (when it is one) of a product in an event. */
export function trackedArticle(a: { availability?: AvailabilityData | null; displayNumber?: string | null }): TrackedArticle {
  const parts = displayNumberParts(a.displayNumber);
  return { ...(a.availability !== undefined ? deliveryStatusOf(a.availability) : {}), ...(parts ?? {}) };
}

/** A product as the cart, checkout and purchase events carry it. */
export interface CartProduct extends TrackedArticle {
  id: string;
  name: string;
  brand: string | null;
  /** Euros with 2 decimals. */
  price: string;
  /** The chosen size or variant. */
  variant: string | null;
  quantity: number;
}

export interface Promotion {
  id: string;
  name: string;
  creative: string | null;
  /** 1-based position on the page. */
  position: number;
}

export type CookieBannerAction = 'optIn' | 'optOut' | 'selection' | 'settings' | 'visible';
export type EntrySource = 'QUERY' | 'REFERRER' | 'REFERRER_FALLBACK' | 'APP' | 'APP_FALLBACK' | 'DEFAULT' | 'NO_ENTRY_PAGE';

export type AnalyticsEvent =
  /** Product tiles seen; sent in pairs (impressions.ts). */
  | { event: 'productImpressions'; ecommerce: { currencyCode: string; impressions: AnalyticsProduct[] } }
  | {
      event: 'productClick';
      ecommerce: { currencyCode: string; click: { actionField: { list: string }; products: AnalyticsProduct[] } };
    }
  | { event: 'addToCart'; ecommerce: { currencyCode: string; add: { actionField: { list: string }; products: CartProduct[] } } }
  | { event: 'removeFromCart'; ecommerce: { currencyCode: string; remove: { products: CartProduct[] } } }
  | {
      event: 'checkout';
      ecommerce: { currencyCode: string; checkout: { actionField: { step: number; option?: string }; products: CartProduct[] } };
    }
  | {
      event: 'purchase';
      ecommerce: {
        currencyCode: string;
        purchase: { actionField: { id: string; revenue: string; shipping: string; coupon?: string }; products: CartProduct[] };
      };
    }
  | { event: 'customerRecognition'; customer: { loggedIn: boolean } }
  /** Promotions seen; sent in pairs (impressions.ts). */
  | { event: 'promotionImpressions'; ecommerce: { promoView: { promotions: Promotion[] } } }
  | { event: 'promotionClick'; ecommerce: { promoClick: { promotions: Promotion[] } } }
  | {
      event: 'productDetailView';
      ecommerce: {
        currencyCode: string;
        detail: {
          actionField: { list: string; listOrigin?: string };
          products: (Omit<AnalyticsProduct, 'position' | 'list'> & TrackedArticle)[];
        };
      };
    }
  | {
      event: 'searchData';
      search: {
        term: string;
        type: 'Direct' | 'Generic';
        suggestionType: 'brand' | 'category' | 'product' | 'term' | null;
        resultCount: number | null;
      };
    }
  | { event: 'sizeSelected'; product: { id: string; size: string } }
  | { event: 'userInfo'; user: { loginState: 'loggedIn' | 'guest'; runtime: string; shop: string } }
  | { event: 'virtualPageView'; page: { path: string; title: string; pageType: string } }
  | { event: 'visitIdChanged'; visit: { id: string; previousId: string | null } }
  | { event: 'wishlistAdd' | 'wishlistRemove'; wishlist: { productId: string } }
  | { event: 'wishlistInfo'; wishlist: { count: number; productIds: string[] } }
  | { event: 'productRating'; productRating: { productId: string; rating: number } }
  /** An embedded iFrame of content came into view (once per iFrame and page view). */
  | { event: 'iFrameView'; iFrame: { name: string; url: string } }
  | { event: 'cookieBanner'; cookieBanner: { action: CookieBannerAction } }
  | { event: 'consent'; consent: Record<keyof Consent, boolean> }
  | { event: 'feature'; feature: { name: string; variant: string } }
  | { event: 'marketing'; marketing: { entryCampaign: string; source: EntrySource; marketingCampaign: string | null } }
  | {
      event: 'recommendation';
      recommendation: {
        listKind: string;
        place: string;
        outputId: string;
        title: string;
        productCount: number;
        listPosition: string | null;
      };
    };

/** The event of one name, e.g. EventOf<'searchData'>. */
export type EventOf<K extends AnalyticsEvent['event']> = Extract<AnalyticsEvent, { event: K }>;

/** A tracked product's own data: availability (the chosen variant's) and display number when known. */
interface ArticleData {
  availability?: AvailabilityData | null;
  displayNumber?: string | null;
}

export const cartProduct = (
  p: { id: string; name: string; brand?: string | null; priceCents: number; variant?: string | null; quantity: number } & ArticleData,
): CartProduct => ({
  id: p.id,
  name: p.name,
  brand: p.brand ?? null,
  price: analyticsPrice(p.priceCents),
  variant: p.variant ?? null,
  quantity: p.quantity,
  ...trackedArticle(p),
});

/** Product tiles seen (one or more; impressions.ts sends them in pairs). */
export const productImpressionsEvent = (currencyCode: string, impressions: AnalyticsProduct[]): EventOf<'productImpressions'> => ({
  event: 'productImpressions',
  ecommerce: { currencyCode, impressions },
});

/** A product tile was clicked. */
export const productClickEvent = (currencyCode: string, product: AnalyticsProduct): EventOf<'productClick'> => ({
  event: 'productClick',
  ecommerce: { currencyCode, click: { actionField: { list: product.list }, products: [product] } },
});

export const addToCartEvent = (currencyCode: string, list: string, products: CartProduct[]): EventOf<'addToCart'> => ({
  event: 'addToCart',
  ecommerce: { currencyCode, add: { actionField: { list }, products } },
});

export const removeFromCartEvent = (currencyCode: string, products: CartProduct[]): EventOf<'removeFromCart'> => ({
  event: 'removeFromCart',
  ecommerce: { currencyCode, remove: { products } },
});

/** A basket line's product, for add/remove events about it. */
export type CartLine = Omit<Parameters<typeof cartProduct>[0], 'quantity'>;

/**
 * A basket line's quantity went from `from` to `to`: the difference as addToCart (list `list`) or
 * removeFromCart; null when nothing changed. Removing the line is a change to 0.
 */
export function quantityChangeEvent(
  currencyCode: string,
  list: string,
  line: CartLine,
  from: number,
  to: number,
): EventOf<'addToCart' | 'removeFromCart'> | null {
  if (to === from) return null;
  const product = cartProduct({ ...line, quantity: Math.abs(to - from) });
  return to > from ? addToCartEvent(currencyCode, list, [product]) : removeFromCartEvent(currencyCode, [product]);
}

export const checkoutEvent = (currencyCode: string, step: number, products: CartProduct[], option?: string): EventOf<'checkout'> => ({
  event: 'checkout',
  ecommerce: { currencyCode, checkout: { actionField: { step, ...(option ? { option } : {}) }, products } },
});

export const purchaseEvent = (
  currencyCode: string,
  order: { id: string; revenueCents: number; shippingCents: number; coupon?: string | null },
  products: CartProduct[],
): EventOf<'purchase'> => ({
  event: 'purchase',
  ecommerce: {
    currencyCode,
    purchase: {
      actionField: {
        id: order.id,
        revenue: analyticsPrice(order.revenueCents),
        shipping: analyticsPrice(order.shippingCents),
        ...(order.coupon ? { coupon: order.coupon } : {}),
      },
      products,
    },
  },
});

export const customerRecognitionEvent = (loggedIn: boolean): EventOf<'customerRecognition'> => ({
  event: 'customerRecognition',
  customer: { loggedIn },
});

export const promotionImpressionsEvent = (promotions: Promotion[]): EventOf<'promotionImpressions'> => ({
  event: 'promotionImpressions',
  ecommerce: { promoView: { promotions } },
});

export const promotionClickEvent = (promotion: Promotion): EventOf<'promotionClick'> => ({
  event: 'promotionClick',
  ecommerce: { promoClick: { promotions: [promotion] } },
});

export const productDetailViewEvent = (
  currencyCode: string,
  product: { id: string; name: string; brand: string | null; priceCents: number } & ArticleData,
  list = 'pdp',
  listOrigin: string | null = null,
): EventOf<'productDetailView'> => ({
  event: 'productDetailView',
  ecommerce: {
    currencyCode,
    detail: {
      actionField: { list, ...(listOrigin ? { listOrigin } : {}) },
      products: [
        { id: product.id, name: product.name, brand: product.brand, price: analyticsPrice(product.priceCents), ...trackedArticle(product) },
      ],
    },
  },
});

export const searchDataEvent = (search: {
  term: string;
  type: 'Direct' | 'Generic';
  suggestionType?: 'brand' | 'category' | 'product' | 'term' | null;
  resultCount?: number | null;
}): EventOf<'searchData'> => ({
  event: 'searchData',
  search: { term: search.term, type: search.type, suggestionType: search.suggestionType ?? null, resultCount: search.resultCount ?? null },
});

export const sizeSelectedEvent = (productId: string, size: string): EventOf<'sizeSelected'> => ({
  event: 'sizeSelected',
  product: { id: productId, size },
});

export const userInfoEvent = (loggedIn: boolean, runtime: string, shop: string): EventOf<'userInfo'> => ({
  event: 'userInfo',
  user: { loginState: loggedIn ? 'loggedIn' : 'guest', runtime, shop },
});

export const virtualPageViewEvent = (path: string, title: string, pageType: string): EventOf<'virtualPageView'> => ({
  event: 'virtualPageView',
  page: { path, title, pageType },
});

export const visitIdChangedEvent = (id: string, previousId: string | null): EventOf<'visitIdChanged'> => ({
  event: 'visitIdChanged',
  visit: { id, previousId },
});

export const wishlistChangeEvent = (change: 'add' | 'remove', productId: string): EventOf<'wishlistAdd' | 'wishlistRemove'> => ({
  event: change === 'add' ? 'wishlistAdd' : 'wishlistRemove',
  wishlist: { productId },
});

export const wishlistInfoEvent = (productIds: string[]): EventOf<'wishlistInfo'> => ({
  event: 'wishlistInfo',
  wishlist: { count: productIds.length, productIds },
});

export const productRatingEvent = (productId: string, rating: number): EventOf<'productRating'> => ({
  event: 'productRating',
  productRating: { productId, rating },
});

/** `name`: the iFrame's tracking name (else its title). */
export const iFrameViewEvent = (name: string, url: string): EventOf<'iFrameView'> => ({ event: 'iFrameView', iFrame: { name, url } });

export const cookieBannerEvent = (action: CookieBannerAction): EventOf<'cookieBanner'> => ({
  event: 'cookieBanner',
  cookieBanner: { action },
});

export const consentEvent = (consent: Consent): EventOf<'consent'> => ({ event: 'consent', consent: { ...consent } });

export const featureEvent = (name: string, variant: string): EventOf<'feature'> => ({ event: 'feature', feature: { name, variant } });

export const marketingEvent = (entryCampaign: string, source: EntrySource, marketingCampaign: string | null): EventOf<'marketing'> => ({
  event: 'marketing',
  marketing: { entryCampaign, source, marketingCampaign },
});

export const recommendationEvent = (r: {
  listKind: string;
  place: string;
  outputId: string;
  title: string;
  productCount: number;
  listPosition?: string | null;
}): EventOf<'recommendation'> => ({
  event: 'recommendation',
  recommendation: {
    listKind: r.listKind,
    place: r.place,
    outputId: r.outputId,
    title: r.title,
    productCount: r.productCount,
    listPosition: r.listPosition ?? null,
  },
});
