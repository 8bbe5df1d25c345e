/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productallreviews2Inputs */

const sk_productallreviews2 = /** @type {(inputs: Productallreviews2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Všetky hodnotenia`)
};

/**

* @param {Productallreviews2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const productallreviews2 = sk_productallreviews2;
export { productallreviews2 as "productAllReviews" }