/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ formattedMinOrderValueFreeGift: NonNullable<unknown> }} Basket_Min_Order_Value_Free_Gift27Inputs */

const de_basket_min_order_value_free_gift27 = /** @type {(inputs: Basket_Min_Order_Value_Free_Gift27Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bitte beachten Sie den Mindestbestellwert von ${i?.formattedMinOrderValueFreeGift}.`)
};

/**

* @param {Basket_Min_Order_Value_Free_Gift27Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const basket_min_order_value_free_gift27 = de_basket_min_order_value_free_gift27;
export { basket_min_order_value_free_gift27 as "BASKET_MIN_ORDER_VALUE_FREE_GIFT" }