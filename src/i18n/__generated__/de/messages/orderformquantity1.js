/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformquantity1Inputs */

const de_orderformquantity1 = /** @type {(inputs: Orderformquantity1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menge`)
};

/**

* @param {Orderformquantity1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const orderformquantity1 = de_orderformquantity1;
export { orderformquantity1 as "orderformQuantity" }