// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consentOf, formatConsent } from '../privacy/consent.ts';
import { PROMOTION_ATTRIBUTE, promotionPosition, trackPromotionClick, trackPromotionImpression } from './promotionTracking.ts';

const promo = (position: number) => ({ id: `promo-${position}`, name: `Aktion ${position}`, creative: 'DEFAULT', position });

describe('promotion tracking', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.dataLayer = [];
    document.cookie = `consent=${formatConsent(consentOf('all'))}`;
  });
  afterEach(() => vi.useRealTimers());

  it('counts positions in page order among the promotions', () => {
    document.body.innerHTML = `<p></p><section ${PROMOTION_ATTRIBUTE}></section><div><article ${PROMOTION_ATTRIBUTE}></article></div>`;
    const [teaser, card] = document.querySelectorAll(`[${PROMOTION_ATTRIBUTE}]`);
    expect(promotionPosition(teaser!)).toBe(1);
    expect(promotionPosition(card!)).toBe(2);
    expect(promotionPosition(null)).toBe(1);
  });

  it('sends impressions in pairs and the leftover after a quiet second; a click at once', async () => {
    trackPromotionImpression(promo(1));
    await vi.dynamicImportSettled();
    expect(window.dataLayer).toEqual([]);
    trackPromotionImpression(promo(2));
    trackPromotionImpression(promo(3));
    // The impressions reach their pair once the analytics code has loaded; the quiet second starts there.
    await vi.dynamicImportSettled();
    vi.advanceTimersByTime(1000);
    await vi.dynamicImportSettled();
    expect(window.dataLayer).toEqual([
      { event: 'promotionImpressions', ecommerce: { promoView: { promotions: [promo(1), promo(2)] } } },
      { event: 'promotionImpressions', ecommerce: { promoView: { promotions: [promo(3)] } } },
    ]);
    trackPromotionClick(promo(2));
    await vi.dynamicImportSettled();
    expect(window.dataLayer?.at(-1)).toEqual({ event: 'promotionClick', ecommerce: { promoClick: { promotions: [promo(2)] } } });
  });
});
