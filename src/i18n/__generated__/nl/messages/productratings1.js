/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productratings1Inputs */

const nl_productratings1 = /** @type {(inputs: Productratings1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beoordelingen`)
};

/**

* @param {Productratings1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const productratings1 = nl_productratings1;
export { productratings1 as "productRatings" }