/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Basketquantityof2Inputs */

const de_basketquantityof2 = /** @type {(inputs: Basketquantityof2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Menge von ${i?.name}`)
};

/**

* @param {Basketquantityof2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const basketquantityof2 = de_basketquantityof2;
export { basketquantityof2 as "basketQuantityOf" }