/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformquantity1Inputs */

const nl_orderformquantity1 = /** @type {(inputs: Orderformquantity1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aantal`)
};

/**

* @param {Orderformquantity1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const orderformquantity1 = nl_orderformquantity1;
export { orderformquantity1 as "orderformQuantity" }