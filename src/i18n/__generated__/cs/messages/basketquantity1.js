/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketquantity1Inputs */

const cs_basketquantity1 = /** @type {(inputs: Basketquantity1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Množství:`)
};

/**

* @param {Basketquantity1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const basketquantity1 = cs_basketquantity1;
export { basketquantity1 as "basketQuantity" }