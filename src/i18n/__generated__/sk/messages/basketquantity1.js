/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketquantity1Inputs */

const sk_basketquantity1 = /** @type {(inputs: Basketquantity1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Množstvo:`)
};

/**

* @param {Basketquantity1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const basketquantity1 = sk_basketquantity1;
export { basketquantity1 as "basketQuantity" }