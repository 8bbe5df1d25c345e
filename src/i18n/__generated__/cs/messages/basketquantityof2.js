/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Basketquantityof2Inputs */

const cs_basketquantityof2 = /** @type {(inputs: Basketquantityof2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Množství: ${i?.name}`)
};

/**

* @param {Basketquantityof2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const basketquantityof2 = cs_basketquantityof2;
export { basketquantityof2 as "basketQuantityOf" }