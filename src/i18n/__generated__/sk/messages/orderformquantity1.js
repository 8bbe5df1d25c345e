/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformquantity1Inputs */

const sk_orderformquantity1 = /** @type {(inputs: Orderformquantity1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Množstvo`)
};

/**

* @param {Orderformquantity1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const orderformquantity1 = sk_orderformquantity1;
export { orderformquantity1 as "orderformQuantity" }