/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productratings1Inputs */

const sv_productratings1 = /** @type {(inputs: Productratings1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Omdömen`)
};

/**

* @param {Productratings1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const productratings1 = sv_productratings1;
export { productratings1 as "productRatings" }