/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productdetails1Inputs */

const sv_productdetails1 = /** @type {(inputs: Productdetails1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Detaljer`)
};

/**

* @param {Productdetails1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const productdetails1 = sv_productdetails1;
export { productdetails1 as "productDetails" }