/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hint: NonNullable<unknown> }} Productfit1Inputs */

const cs_productfit1 = /** @type {(inputs: Productfit1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Střih: ${i?.hint}`)
};

/**

* @param {Productfit1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const productfit1 = cs_productfit1;
export { productfit1 as "productFit" }