/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productallreviews2Inputs */

const sv_productallreviews2 = /** @type {(inputs: Productallreviews2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alla omdömen`)
};

/**

* @param {Productallreviews2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const productallreviews2 = sv_productallreviews2;
export { productallreviews2 as "productAllReviews" }