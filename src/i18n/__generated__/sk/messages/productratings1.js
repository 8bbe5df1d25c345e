/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productratings1Inputs */

const sk_productratings1 = /** @type {(inputs: Productratings1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hodnotenia`)
};

/**

* @param {Productratings1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const productratings1 = sk_productratings1;
export { productratings1 as "productRatings" }