/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingsortpriceasc3Inputs */

const de_listingsortpriceasc3 = /** @type {(inputs: Listingsortpriceasc3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Niedrigster Preis`)
};

/**

* @param {Listingsortpriceasc3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const listingsortpriceasc3 = de_listingsortpriceasc3;
export { listingsortpriceasc3 as "listingSortPriceAsc" }