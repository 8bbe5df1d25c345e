/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basket_Min_Order_Value19Inputs */

const fr_basket_min_order_value19 = /** @type {(inputs: Basket_Min_Order_Value19Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez tenir compte de la valeur minimale de commande.`)
};

/**

* @param {Basket_Min_Order_Value19Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const basket_min_order_value19 = fr_basket_min_order_value19;
export { basket_min_order_value19 as "BASKET_MIN_ORDER_VALUE" }