/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketquantity1Inputs */

const sv_basketquantity1 = /** @type {(inputs: Basketquantity1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Antal:`)
};

/**

* @param {Basketquantity1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const basketquantity1 = sv_basketquantity1;
export { basketquantity1 as "basketQuantity" }