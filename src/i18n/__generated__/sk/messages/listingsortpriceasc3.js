/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingsortpriceasc3Inputs */

const sk_listingsortpriceasc3 = /** @type {(inputs: Listingsortpriceasc3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Najnižšia cena`)
};

/**

* @param {Listingsortpriceasc3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const listingsortpriceasc3 = sk_listingsortpriceasc3;
export { listingsortpriceasc3 as "listingSortPriceAsc" }