/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productdetails1Inputs */

const fr_productdetails1 = /** @type {(inputs: Productdetails1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Détails`)
};

/**

* @param {Productdetails1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const productdetails1 = fr_productdetails1;
export { productdetails1 as "productDetails" }