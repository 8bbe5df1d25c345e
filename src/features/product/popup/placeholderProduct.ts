import type { ProductPopupModalQuery$rawResponse } from './__generated__/ProductPopupModalQuery.graphql.ts';

export type PlaceholderProduct = NonNullable<ProductPopupModalQuery$rawResponse['popupProductById']>;

/** Id of the placeholder's record in the Relay store; no real product has it. */
export const PLACEHOLDER_PRODUCT_ID = 'placeholder-product';

/**
 * The product the quick-buy popup shows while the real one loads: every field the popup reads, no
 * flag, not sold out, every list empty and every text empty. The popup renders it with the same
 * components as a loaded product (in skeleton form, nothing operable), so the dialog has its final
 * layout from the start and only its contents change when the answer arrives.
 */
export function placeholderProduct(): PlaceholderProduct {
  return {
    id: PLACEHOLDER_PRODUCT_ID,
    name: '',
    displayNumber: '',
    salesUnit: null,
    companyOfOrigin: null,
    loyaltyPoints: null,
    brand: null,
    price: { currency: 'EUR', min: 0, old: 0, saving: null, savingRange: false, priceRange: false, campaignHighlight: null },
    availability: { id: null, key: 'available', state: 'available', color: null, value: null },
    colors: [],
    sizeTables: [],
    dimensions: [],
    images: [],
  };
}
