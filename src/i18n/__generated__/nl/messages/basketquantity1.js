/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketquantity1Inputs */

const nl_basketquantity1 = /** @type {(inputs: Basketquantity1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aantal:`)
};

/**

* @param {Basketquantity1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const basketquantity1 = nl_basketquantity1;
export { basketquantity1 as "basketQuantity" }