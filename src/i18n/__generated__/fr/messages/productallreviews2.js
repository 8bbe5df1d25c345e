/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productallreviews2Inputs */

const fr_productallreviews2 = /** @type {(inputs: Productallreviews2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les avis`)
};

/**

* @param {Productallreviews2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const productallreviews2 = fr_productallreviews2;
export { productallreviews2 as "productAllReviews" }