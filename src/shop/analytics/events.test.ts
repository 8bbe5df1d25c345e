// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addToCartEvent,
  cartProduct,
  checkoutEvent,
  consentEvent,
  cookieBannerEvent,
  customerRecognitionEvent,
  deliveryStatusOf,
  displayNumberParts,
  featureEvent,
  iFrameViewEvent,
  marketingEvent,
  productDetailViewEvent,
  productRatingEvent,
  promotionClickEvent,
  promotionImpressionsEvent,
  purchaseEvent,
  quantityChangeEvent,
  recommendationEvent,
  removeFromCartEvent,
  searchDataEvent,
  sizeSelectedEvent,
  userInfoEvent,
  virtualPageViewEvent,
  visitIdChangedEvent,
  wishlistChangeEvent,
  wishlistInfoEvent,
} from './events.ts';
import { track } from './index.ts';
import { CONSENT_COOKIE, consentOf, formatConsent } from '../privacy/consent.ts';
import { setShopCookie } from '../privacy/cookies.ts';

const dress = cartProduct({ id: 'P100010', name: 'Sommerkleid', brand: 'Mira Hellweg', priceCents: 4990, variant: '38', quantity: 2 });
const promotion = { id: 'promo-1', name: 'Herbst', creative: 'card', position: 1 };

describe('analytics events (section 7)', () => {
  beforeEach(() => {
    window.dataLayer = [];
    setShopCookie(CONSENT_COOKIE, formatConsent(consentOf('all')));
  });

  it('cart products carry prices with 2 decimals', () => {
    expect(dress).toEqual({ id: 'P100010', name: 'Sommerkleid', brand: 'Mira Hellweg', price: '49.90', variant: '38', quantity: 2 });
    expect(cartProduct({ id: 'x', name: 'y', priceCents: 100, quantity: 1 })).toMatchObject({ brand: null, variant: null, price: '1.00' });
  });

  it('availability is tracked as the delivery status Immediately (1), NotImmediately (2) or Unavailable (0)', () => {
    expect(deliveryStatusOf({ key: 'available', state: 'available' })).toEqual({ deliveryStatus: 'Immediately', deliveryStatusCode: 1 });
    expect(deliveryStatusOf({ key: 'directShipping2Weeks', state: 'deliverable' })).toEqual({
      deliveryStatus: 'NotImmediately',
      deliveryStatusCode: 2,
    });
    expect(deliveryStatusOf({ key: 'endOfMarch' })).toEqual({ deliveryStatus: 'NotImmediately', deliveryStatusCode: 2 });
    expect(deliveryStatusOf({ key: 'outOfStock' })).toEqual({ deliveryStatus: 'Unavailable', deliveryStatusCode: 0 });
    expect(deliveryStatusOf({ key: 'outsold' })).toEqual({ deliveryStatus: 'Unavailable', deliveryStatusCode: 0 });
    // A missing availability is out of stock.
    expect(deliveryStatusOf(null)).toEqual({ deliveryStatus: 'Unavailable', deliveryStatusCode: 0 });
  });

  it('the display number splits into the product (6 digits) and the promotion (3)', () => {
    expect(displayNumberParts('355646745')).toEqual({ productNumber: '355646', promotionNumber: '745' });
    expect(displayNumberParts('355.646.745')).toEqual({ productNumber: '355646', promotionNumber: '745' });
    expect(displayNumberParts('355646')).toEqual({ productNumber: '355646', promotionNumber: null });
    expect(displayNumberParts('35564')).toBeNull();
    expect(displayNumberParts('P100019-1')).toBeNull();
    expect(displayNumberParts(null)).toBeNull();
  });

  it('cart products and the detail view carry the delivery status and the split display number when known', () => {
    const known = cartProduct({
      ...{ id: 'P1', name: 'Kleid', priceCents: 100, quantity: 1 },
      availability: { key: 'directShipping' },
      displayNumber: '355.646.745',
    });
    expect(known).toMatchObject({
      deliveryStatus: 'NotImmediately',
      deliveryStatusCode: 2,
      productNumber: '355646',
      promotionNumber: '745',
    });
    expect(
      productDetailViewEvent(
        'EUR',
        { id: 'P1', name: 'Kleid', brand: null, priceCents: 3299, availability: { key: 'available' }, displayNumber: '355646745' },
        'recommendation',
      ).ecommerce.detail,
    ).toEqual({
      actionField: { list: 'recommendation' },
      products: [
        {
          id: 'P1',
          name: 'Kleid',
          brand: null,
          price: '32.99',
          deliveryStatus: 'Immediately',
          deliveryStatusCode: 1,
          productNumber: '355646',
          promotionNumber: '745',
        },
      ],
    });
    expect(
      productDetailViewEvent('EUR', { id: 'P1', name: 'Kleid', brand: null, priceCents: 1 }, 'pdp', 'pdp/suggestion').ecommerce.detail
        .actionField,
    ).toEqual({ list: 'pdp', listOrigin: 'pdp/suggestion' });
  });

  it('add to cart and remove from cart', () => {
    expect(addToCartEvent('EUR', 'pdp', [dress])).toEqual({
      event: 'addToCart',
      ecommerce: { currencyCode: 'EUR', add: { actionField: { list: 'pdp' }, products: [dress] } },
    });
    expect(removeFromCartEvent('EUR', [dress])).toEqual({
      event: 'removeFromCart',
      ecommerce: { currencyCode: 'EUR', remove: { products: [dress] } },
    });
  });

  it('a basket quantity change is the difference, added or removed; removing the line removes all', () => {
    const line = { id: 'P100010', name: 'Sommerkleid', brand: 'Mira Hellweg', priceCents: 4990, variant: '38' };
    expect(quantityChangeEvent('EUR', 'basket', line, 1, 3)).toEqual(addToCartEvent('EUR', 'basket', [{ ...dress, quantity: 2 }]));
    expect(quantityChangeEvent('EUR', 'basket', line, 3, 2)).toEqual(removeFromCartEvent('EUR', [{ ...dress, quantity: 1 }]));
    expect(quantityChangeEvent('EUR', 'basket', line, 2, 0)).toEqual(removeFromCartEvent('EUR', [dress]));
    expect(quantityChangeEvent('EUR', 'basket', line, 2, 2)).toBeNull();
  });

  it('checkout and purchase', () => {
    expect(checkoutEvent('EUR', 2, [dress], 'Rechnung')).toEqual({
      event: 'checkout',
      ecommerce: { currencyCode: 'EUR', checkout: { actionField: { step: 2, option: 'Rechnung' }, products: [dress] } },
    });
    expect(checkoutEvent('EUR', 1, [])).toMatchObject({ ecommerce: { checkout: { actionField: { step: 1 } } } });
    expect(purchaseEvent('EUR', { id: 'A-1', revenueCents: 10475, shippingCents: 595 }, [dress])).toEqual({
      event: 'purchase',
      ecommerce: { currencyCode: 'EUR', purchase: { actionField: { id: 'A-1', revenue: '104.75', shipping: '5.95' }, products: [dress] } },
    });
    expect(purchaseEvent('EUR', { id: 'A-1', revenueCents: 0, shippingCents: 0, coupon: 'HERBST' }, [])).toMatchObject({
      ecommerce: { purchase: { actionField: { coupon: 'HERBST' } } },
    });
  });

  it('customer recognition and user info', () => {
    expect(customerRecognitionEvent(true)).toEqual({ event: 'customerRecognition', customer: { loggedIn: true } });
    expect(userInfoEvent(false, 'webview', 'hbr')).toEqual({
      event: 'userInfo',
      user: { loginState: 'guest', runtime: 'webview', shop: 'hbr' },
    });
    expect(userInfoEvent(true, 'shop', 'hbr').user).toMatchObject({ loginState: 'loggedIn' });
  });

  it('promotion impressions and clicks', () => {
    expect(promotionImpressionsEvent([promotion])).toEqual({
      event: 'promotionImpressions',
      ecommerce: { promoView: { promotions: [promotion] } },
    });
    expect(promotionClickEvent(promotion)).toEqual({ event: 'promotionClick', ecommerce: { promoClick: { promotions: [promotion] } } });
  });

  it('product detail view', () => {
    expect(productDetailViewEvent('EUR', { id: 'P1', name: 'Kleid', brand: null, priceCents: 3299 })).toEqual({
      event: 'productDetailView',
      ecommerce: {
        currencyCode: 'EUR',
        detail: { actionField: { list: 'pdp' }, products: [{ id: 'P1', name: 'Kleid', brand: null, price: '32.99' }] },
      },
    });
  });

  it('search data and size selected', () => {
    expect(searchDataEvent({ term: 'kleid', type: 'Generic', resultCount: 12 })).toEqual({
      event: 'searchData',
      search: { term: 'kleid', type: 'Generic', suggestionType: null, resultCount: 12 },
    });
    expect(searchDataEvent({ term: 'Damen', type: 'Direct', suggestionType: 'category' }).search).toMatchObject({
      suggestionType: 'category',
      resultCount: null,
    });
    expect(sizeSelectedEvent('P1', '38')).toEqual({ event: 'sizeSelected', product: { id: 'P1', size: '38' } });
  });

  it('virtual page view and visit id changed', () => {
    expect(virtualPageViewEvent('/p/P1', 'Kleid | Hansebrück', 'product')).toEqual({
      event: 'virtualPageView',
      page: { path: '/p/P1', title: 'Kleid | Hansebrück', pageType: 'product' },
    });
    expect(visitIdChangedEvent('v2', 'v1')).toEqual({ event: 'visitIdChanged', visit: { id: 'v2', previousId: 'v1' } });
  });

  it('wishlist add, remove and info', () => {
    expect(wishlistChangeEvent('add', 'P1')).toEqual({ event: 'wishlistAdd', wishlist: { productId: 'P1' } });
    expect(wishlistChangeEvent('remove', 'P1')).toEqual({ event: 'wishlistRemove', wishlist: { productId: 'P1' } });
    expect(wishlistInfoEvent(['P1', 'P2'])).toEqual({ event: 'wishlistInfo', wishlist: { count: 2, productIds: ['P1', 'P2'] } });
  });

  it('product rating and iFrame view', () => {
    expect(productRatingEvent('P1', 4)).toEqual({ event: 'productRating', productRating: { productId: 'P1', rating: 4 } });
    expect(iFrameViewEvent('groessenberater', 'https://example.org/x')).toEqual({
      event: 'iFrameView',
      iFrame: { name: 'groessenberater', url: 'https://example.org/x' },
    });
  });

  it('cookie banner and consent', () => {
    for (const action of ['optIn', 'optOut', 'selection', 'settings', 'visible'] as const) {
      expect(cookieBannerEvent(action)).toEqual({ event: 'cookieBanner', cookieBanner: { action } });
    }
    expect(consentEvent(consentOf('necessary'))).toEqual({
      event: 'consent',
      consent: { C0001: true, C0002: false, C0003: false, C0004: false, C0005: false },
    });
  });

  it('feature, marketing and recommendation', () => {
    expect(featureEvent('pdp_recommendation_order', 'default')).toEqual({
      event: 'feature',
      feature: { name: 'pdp_recommendation_order', variant: 'default' },
    });
    expect(marketingEvent('123', 'QUERY', null)).toEqual({
      event: 'marketing',
      marketing: { entryCampaign: '123', source: 'QUERY', marketingCampaign: null },
    });
    expect(
      recommendationEvent({
        listKind: 'basket_nali',
        place: 'basketNaliRemove',
        outputId: '1',
        title: 'T',
        productCount: 3,
        listPosition: 'basketNaliRemove',
      }),
    ).toEqual({
      event: 'recommendation',
      recommendation: {
        listKind: 'basket_nali',
        place: 'basketNaliRemove',
        outputId: '1',
        title: 'T',
        productCount: 3,
        listPosition: 'basketNaliRemove',
      },
    });
    expect(
      recommendationEvent({ listKind: 'gk_air', place: 'thanks', outputId: '1', title: 'T', productCount: 1 }).recommendation.listPosition,
    ).toBeNull();
  });

  it('track pushes onto the dataLayer, with performance consent only', async () => {
    track(() => featureEvent('a', 'b'));
    await vi.waitFor(() => expect(window.dataLayer).toEqual([{ event: 'feature', feature: { name: 'a', variant: 'b' } }]));
    // The visitor withdraws consent in the same task: the shop writes the cookie, so it is read anew.
    setShopCookie(CONSENT_COOKIE, formatConsent(consentOf('necessary')));
    track(() => featureEvent('c', 'd'));
    // The cookie banner's own event always goes, after the one before it has been decided.
    track(() => cookieBannerEvent('visible'));
    await vi.waitFor(() => expect(window.dataLayer).toHaveLength(2));
    expect(window.dataLayer?.[1]).toEqual(cookieBannerEvent('visible'));
  });
});
