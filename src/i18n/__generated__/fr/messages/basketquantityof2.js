/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Basketquantityof2Inputs */

const fr_basketquantityof2 = /** @type {(inputs: Basketquantityof2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quantité de ${i?.name}`)
};

/**

* @param {Basketquantityof2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const basketquantityof2 = fr_basketquantityof2;
export { basketquantityof2 as "basketQuantityOf" }