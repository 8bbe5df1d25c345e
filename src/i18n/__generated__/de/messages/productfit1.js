/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hint: NonNullable<unknown> }} Productfit1Inputs */

const de_productfit1 = /** @type {(inputs: Productfit1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Passform: ${i?.hint}`)
};

/**

* @param {Productfit1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const productfit1 = de_productfit1;
export { productfit1 as "productFit" }