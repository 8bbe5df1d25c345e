/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingsortpriceasc3Inputs */

const fr_listingsortpriceasc3 = /** @type {(inputs: Listingsortpriceasc3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prix croissant`)
};

/**

* @param {Listingsortpriceasc3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const listingsortpriceasc3 = fr_listingsortpriceasc3;
export { listingsortpriceasc3 as "listingSortPriceAsc" }