/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingsortpriceasc3Inputs */

const nl_listingsortpriceasc3 = /** @type {(inputs: Listingsortpriceasc3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Laagste prijs`)
};

/**

* @param {Listingsortpriceasc3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const listingsortpriceasc3 = nl_listingsortpriceasc3;
export { listingsortpriceasc3 as "listingSortPriceAsc" }