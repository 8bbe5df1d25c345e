/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hint: NonNullable<unknown> }} Productfit1Inputs */

const fr_productfit1 = /** @type {(inputs: Productfit1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Coupe : ${i?.hint}`)
};

/**

* @param {Productfit1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const productfit1 = fr_productfit1;
export { productfit1 as "productFit" }