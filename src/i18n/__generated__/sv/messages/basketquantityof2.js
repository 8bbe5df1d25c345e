/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Basketquantityof2Inputs */

const sv_basketquantityof2 = /** @type {(inputs: Basketquantityof2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Antal av ${i?.name}`)
};

/**

* @param {Basketquantityof2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const basketquantityof2 = sv_basketquantityof2;
export { basketquantityof2 as "basketQuantityOf" }