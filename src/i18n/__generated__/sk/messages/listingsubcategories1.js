/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingsubcategories1Inputs */

const sk_listingsubcategories1 = /** @type {(inputs: Listingsubcategories1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Podkategórie`)
};

/**

* @param {Listingsubcategories1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const listingsubcategories1 = sk_listingsubcategories1;
export { listingsubcategories1 as "listingSubcategories" }