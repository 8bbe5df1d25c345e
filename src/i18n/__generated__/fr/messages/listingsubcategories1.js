/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingsubcategories1Inputs */

const fr_listingsubcategories1 = /** @type {(inputs: Listingsubcategories1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sous-catégories`)
};

/**

* @param {Listingsubcategories1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const listingsubcategories1 = fr_listingsubcategories1;
export { listingsubcategories1 as "listingSubcategories" }