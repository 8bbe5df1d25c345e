import { message } from '../../shop/texts/messages.ts';
import { basketTexts } from './texts.ts';

// Texts of the basket's hint codes (specification section 8, Basket), from the basket's messages
// (messages/<language>/basket.json). The codes the buy box shares (limits, free gifts, DEFAULT)
// are the frame's (src/shop/texts/messages.ts); these ship with the basket only.
type BasketTexts = ReturnType<typeof basketTexts>;
type Params = Record<string, string | number>;

const BASKET_TEXTS: Readonly<Record<string, (texts: BasketTexts, params: Params) => string>> = {
  BasketChangeItemFailed: (t) => t.basketChangeItemFailed(),
  BASKET_EMPTY: (t) => t.basketEmpty(),
  BASKET_COUPON: (t) => t.basketCoupon(),
  DELIVERY_STATE_CHANGED: (t) => t.basketDeliveryStateChanged(),
  DISPOSAL_SERVICE_REMOVED: (t) => t.basketDisposalServiceRemoved(),
  DISPOSAL_SERVICE_NOT_AVAILABLE: (t) => t.basketDisposalServiceNotAvailable(),
  // A placeholder without a value stays visible rather than reading 'undefined'.
  QUANTITY_MORE_THAN_STOCK: (t, params) => t.basketQuantityMoreThanStock({ stock: params.stock ?? '{stock}' }),
};

/** Codes the basket knows; anything else (HTTP statuses, unknown codes) is DEFAULT. */
const SHARED = new Set([
  'ATB_GENERAL',
  'ATB_GIFT_ALREADY_IN_BASKET',
  'ATB_NO_VARIANT_SELECTED',
  'ATB_QUANTITY_LIMIT_EXCEEDED',
  'ATB_VARIANT_OUTSOLD',
  'BASKET_MAX_ITEMS',
  'BASKET_MIN_ORDER_VALUE',
  'BASKET_MIN_ORDER_VALUE_FREE_GIFT',
  'MORE_THAN_ONE_FREE_GIFT',
  'QUANTITY_LIMIT_EXCEEDED',
]);

export function isBasketCode(code: string): boolean {
  return Object.hasOwn(BASKET_TEXTS, code) || SHARED.has(code);
}

/** An article number as the shop writes it: 307272290 → 307.272.290. */
const groupDigits = (value: string) => (/^\d{9}$/.test(value) ? value.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1.$2.$3') : value);

/** DEFAULT with the customer-service number (section 8, General). */
export function defaultMessage(locale: string, phone: string): string {
  return `${message(locale, 'DEFAULT')} ${basketTexts(locale).basketPhone({ phone })}`;
}

/** The text of a basket hint code in the shop's language with its placeholders; unknown codes give DEFAULT with the phone number. */
export function basketMessage(locale: string, code: string, params: Params, phone: string): string {
  const shown = typeof params.displayNumber === 'string' ? { ...params, displayNumber: groupDigits(params.displayNumber) } : params;
  if (Object.hasOwn(BASKET_TEXTS, code)) return BASKET_TEXTS[code]!(basketTexts(locale), shown);
  if (SHARED.has(code)) return message(locale, code, shown);
  return defaultMessage(locale, phone);
}
