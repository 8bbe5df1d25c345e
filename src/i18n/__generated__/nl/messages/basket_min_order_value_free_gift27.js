/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ formattedMinOrderValueFreeGift: NonNullable<unknown> }} Basket_Min_Order_Value_Free_Gift27Inputs */

const nl_basket_min_order_value_free_gift27 = /** @type {(inputs: Basket_Min_Order_Value_Free_Gift27Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Let op de minimale bestelwaarde van ${i?.formattedMinOrderValueFreeGift}.`)
};

/**

* @param {Basket_Min_Order_Value_Free_Gift27Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const basket_min_order_value_free_gift27 = nl_basket_min_order_value_free_gift27;
export { basket_min_order_value_free_gift27 as "BASKET_MIN_ORDER_VALUE_FREE_GIFT" }