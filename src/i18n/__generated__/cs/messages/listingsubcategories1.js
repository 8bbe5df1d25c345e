/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingsubcategories1Inputs */

const cs_listingsubcategories1 = /** @type {(inputs: Listingsubcategories1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Podkategorie`)
};

/**

* @param {Listingsubcategories1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const listingsubcategories1 = cs_listingsubcategories1;
export { listingsubcategories1 as "listingSubcategories" }