/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketquantity1Inputs */

const de_ch2_basketquantity1 = /** @type {(inputs: Basketquantity1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menge:`)
};

/**

* @param {Basketquantity1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const basketquantity1 = de_ch2_basketquantity1;
export { basketquantity1 as "basketQuantity" }