/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingsubcategories1Inputs */

const nl_listingsubcategories1 = /** @type {(inputs: Listingsubcategories1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subcategorieën`)
};

/**

* @param {Listingsubcategories1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const listingsubcategories1 = nl_listingsubcategories1;
export { listingsubcategories1 as "listingSubcategories" }