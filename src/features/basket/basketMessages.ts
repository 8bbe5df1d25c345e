import { fill, message } from '../../shop/texts/messages.ts';

// Texts of the basket's hint codes (specification section 8, Basket). The codes the buy box
// shares (limits, free gifts, DEFAULT) live in src/shop/texts/messages.ts; these ship with the basket only.
const BASKET_TEXTS: Readonly<Record<string, string>> = {
  BasketChangeItemFailed: 'Der Artikel konnte nicht aktualisiert werden, bitte versuchen Sie es erneut.',
  BASKET_EMPTY: 'Derzeit befinden sich keine Artikel in Ihrem Warenkorb.',
  BASKET_COUPON: 'Gutscheincodes können Sie am Ende des Bestellvorgangs einlösen.',
  DELIVERY_STATE_CHANGED: 'Der Lieferstatus hat sich für einige Artikel in Ihrem Warenkorb geändert. Bitte prüfen Sie Ihren Warenkorb.',
  DISPOSAL_SERVICE_REMOVED:
    'Um unseren Entsorgungsservice nutzen zu können, muss mindestens eine Matratze oder ein Lattenrost bestellt werden. Der Entsorgungsservice wurde daher entfernt.',
  DISPOSAL_SERVICE_NOT_AVAILABLE:
    'Um unseren Entsorgungsservice nutzen zu können, muss mindestens eine Matratze oder ein Lattenrost bestellt werden.',
  QUANTITY_MORE_THAN_STOCK: 'Nur noch {stock} Artikel auf Lager. Bitte verringern Sie die Menge.',
};

/** The empty basket's second line (BASKET_EMPTY). */
export const EMPTY_BASKET_TEXT = 'Fügen Sie Artikel hinzu, um zur Kasse zu gehen.';

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
  return `${message(locale, 'DEFAULT')} Telefon: ${phone}`;
}

/** The German text of a basket hint code with its placeholders; unknown codes give DEFAULT with the phone number. */
export function basketMessage(locale: string, code: string, params: Record<string, string | number>, phone: string): string {
  const shown = typeof params.displayNumber === 'string' ? { ...params, displayNumber: groupDigits(params.displayNumber) } : params;
  if (Object.hasOwn(BASKET_TEXTS, code)) return fill(BASKET_TEXTS[code]!, shown);
  if (SHARED.has(code)) return message(locale, code, shown);
  return defaultMessage(locale, phone);
}
