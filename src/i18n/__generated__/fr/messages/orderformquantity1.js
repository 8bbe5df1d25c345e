/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformquantity1Inputs */

const fr_orderformquantity1 = /** @type {(inputs: Orderformquantity1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quantité`)
};

/**

* @param {Orderformquantity1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const orderformquantity1 = fr_orderformquantity1;
export { orderformquantity1 as "orderformQuantity" }