/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productallreviews2Inputs */

const de_productallreviews2 = /** @type {(inputs: Productallreviews2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Bewertungen`)
};

/**

* @param {Productallreviews2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const productallreviews2 = de_productallreviews2;
export { productallreviews2 as "productAllReviews" }