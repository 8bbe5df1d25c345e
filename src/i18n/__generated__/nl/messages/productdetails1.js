/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productdetails1Inputs */

const nl_productdetails1 = /** @type {(inputs: Productdetails1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Details`)
};

/**

* @param {Productdetails1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const productdetails1 = nl_productdetails1;
export { productdetails1 as "productDetails" }