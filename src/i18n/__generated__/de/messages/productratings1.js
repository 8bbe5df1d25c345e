/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productratings1Inputs */

const de_productratings1 = /** @type {(inputs: Productratings1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewertungen`)
};

/**

* @param {Productratings1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const productratings1 = de_productratings1;
export { productratings1 as "productRatings" }