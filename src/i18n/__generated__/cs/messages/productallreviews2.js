/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productallreviews2Inputs */

const cs_productallreviews2 = /** @type {(inputs: Productallreviews2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Všechna hodnocení`)
};

/**

* @param {Productallreviews2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const productallreviews2 = cs_productallreviews2;
export { productallreviews2 as "productAllReviews" }