/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basket_Min_Order_Value19Inputs */

const nl_basket_min_order_value19 = /** @type {(inputs: Basket_Min_Order_Value19Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Let op de minimale bestelwaarde.`)
};

/**

* @param {Basket_Min_Order_Value19Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const basket_min_order_value19 = /** @type {((inputs?: Basket_Min_Order_Value19Inputs, options?: { locale?: "nl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Basket_Min_Order_Value19Inputs, { locale?: "nl" }, {}>} */ ((inputs = {}, options = {}) => {
	return nl_basket_min_order_value19(inputs)
});
export { basket_min_order_value19 as "BASKET_MIN_ORDER_VALUE" }