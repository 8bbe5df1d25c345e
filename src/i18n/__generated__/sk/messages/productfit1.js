/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hint: NonNullable<unknown> }} Productfit1Inputs */

const sk_productfit1 = /** @type {(inputs: Productfit1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Strih: ${i?.hint}`)
};

/**

* @param {Productfit1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const productfit1 = sk_productfit1;
export { productfit1 as "productFit" }