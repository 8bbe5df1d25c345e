/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productratings1Inputs */

const fr_productratings1 = /** @type {(inputs: Productratings1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avis clients`)
};

/**

* @param {Productratings1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const productratings1 = fr_productratings1;
export { productratings1 as "productRatings" }