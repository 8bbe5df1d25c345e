/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productdetails1Inputs */

const cs_productdetails1 = /** @type {(inputs: Productdetails1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Podrobnosti`)
};

/**

* @param {Productdetails1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const productdetails1 = cs_productdetails1;
export { productdetails1 as "productDetails" }