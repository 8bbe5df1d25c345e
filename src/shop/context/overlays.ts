/** Ids of overlays that one part of the shop opens and another renders (URL hash ids). */
export const OVERLAY_IDS = {
  /** The authentication modal with the login form, opened by the header's account tool. */
  auth: 'headerAuthModal',
  /** The off-canvas category menu of phones and tablets, opened by the header's menu button. */
  offcanvasMenu: 'offcanvasMenu',
  /** Shipping costs from the content API ('zzgl. Versandkosten', basket totals); mounted by the layout. */
  shippingCost: 'shippingCostModal',
  /** Order information from the content API (basket). */
  orderInformation: 'orderInformationModal',
  /** A legal hint's text from the content API (basket's coupon note). */
  legalHint: 'legalHintModal',
  /** The disposal note from the content API (basket's disposal service). */
  disposalNote: 'disposalNoteModal',
  /** The product page's review modals: rating information, all reviews, write a review. */
  ratingInfo: 'rating-information',
  ratings: 'ratings',
  writeReview: 'write-review',
  /** The review sort, opened from 'Alle Bewertungen' over it. */
  reviewSort: 'review-sort',
} as const;
