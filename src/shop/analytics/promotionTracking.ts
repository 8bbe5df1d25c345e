import { track, type Promotion } from './index.ts';

// Promotions (content cards, carousels, the homepage teaser) seen and clicked: impressions once at
// 75 % visibility, in pairs like product impressions (section 7). The event builders load beside
// the page (a promotion is seen before it is clicked, so they are there by the click).

/** Every promotion on a page carries this attribute; its position is its order among them. */
export const PROMOTION_ATTRIBUTE = 'data-promotion';

/** 1-based position of a promotion element among the page's promotions (1 when not found). */
export function promotionPosition(element: Element | null): number {
  if (!element) return 1;
  const all = Array.from(element.ownerDocument.querySelectorAll(`[${PROMOTION_ATTRIBUTE}]`));
  return Math.max(0, all.indexOf(element)) + 1;
}

export function trackPromotionImpression(promotion: Promotion): void {
  track((e) => e.promotionImpressionsEvent([promotion]));
}

export function trackPromotionClick(promotion: Promotion): void {
  track((e) => e.promotionClickEvent(promotion));
}
