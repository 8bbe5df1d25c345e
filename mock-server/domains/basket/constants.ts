// Business constants of the basket and checkout. The specification fixes the per-article limit
// (20), the freight (17,90 €) and the disposal service (29,99 €); it leaves the others open, so
// the values here are the shop's own choice (see README.md beside this file).

/** Pieces of one article (display number) at most, over all its sizes and colours. */
export const QUANTITY_LIMIT_PER_ARTICLE = 20;

/** Pieces in the basket at most (Basket.count counts pieces, so this does too). */
export const BASKET_MAX_ITEMS = 50;

/** Article value (without free gifts and fees) an order needs: 10,00 €. */
export const MIN_ORDER_VALUE = 1000;

/** Article value a free gift needs: 50,00 €. */
export const MIN_ORDER_VALUE_FREE_GIFT = 5000;

/** Parcel shipping: 5,95 € below an article value of 75,00 €, free from there. */
export const SHIPPING_FLAT_RATE = 595;
export const FREE_SHIPPING_THRESHOLD = 7500;

/** One freight charge per basket as soon as any forwarding-agent article is in it. */
export const FREIGHT_CHARGE = 1790;

/** Take-away of an old mattress or slatted frame, per piece. */
export const DISPOSAL_SERVICE_UNIT_PRICE = 2999;

/** Express delivery, booked when placing the order. */
export const EXPRESS_CHARGE = 995;

export const CURRENCY = 'EUR';
