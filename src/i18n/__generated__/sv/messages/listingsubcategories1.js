/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingsubcategories1Inputs */

const sv_listingsubcategories1 = /** @type {(inputs: Listingsubcategories1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Underkategorier`)
};

/**

* @param {Listingsubcategories1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const listingsubcategories1 = sv_listingsubcategories1;
export { listingsubcategories1 as "listingSubcategories" }