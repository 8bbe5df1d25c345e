/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformquantity1Inputs */

const sv_orderformquantity1 = /** @type {(inputs: Orderformquantity1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Antal`)
};

/**

* @param {Orderformquantity1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const orderformquantity1 = sv_orderformquantity1;
export { orderformquantity1 as "orderformQuantity" }