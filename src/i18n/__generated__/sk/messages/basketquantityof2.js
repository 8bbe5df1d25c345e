/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Basketquantityof2Inputs */

const sk_basketquantityof2 = /** @type {(inputs: Basketquantityof2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Množstvo: ${i?.name}`)
};

/**

* @param {Basketquantityof2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const basketquantityof2 = sk_basketquantityof2;
export { basketquantityof2 as "basketQuantityOf" }