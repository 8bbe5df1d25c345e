/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hint: NonNullable<unknown> }} Productfit1Inputs */

const sv_productfit1 = /** @type {(inputs: Productfit1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Passform: ${i?.hint}`)
};

/**

* @param {Productfit1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const productfit1 = sv_productfit1;
export { productfit1 as "productFit" }