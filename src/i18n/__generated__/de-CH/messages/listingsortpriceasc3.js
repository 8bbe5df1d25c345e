/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingsortpriceasc3Inputs */

const de_ch2_listingsortpriceasc3 = /** @type {(inputs: Listingsortpriceasc3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Niedrigster Preis`)
};

/**

* @param {Listingsortpriceasc3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const listingsortpriceasc3 = de_ch2_listingsortpriceasc3;
export { listingsortpriceasc3 as "listingSortPriceAsc" }