/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basket_Min_Order_Value19Inputs */

const cs_basket_min_order_value19 = /** @type {(inputs: Basket_Min_Order_Value19Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Věnujte prosím pozornost minimální hodnotě objednávky.`)
};

/**

* @param {Basket_Min_Order_Value19Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const basket_min_order_value19 = cs_basket_min_order_value19;
export { basket_min_order_value19 as "BASKET_MIN_ORDER_VALUE" }