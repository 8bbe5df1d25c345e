/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingsortpriceasc3Inputs */

const cs_listingsortpriceasc3 = /** @type {(inputs: Listingsortpriceasc3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nejnižší cena`)
};

/**

* @param {Listingsortpriceasc3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const listingsortpriceasc3 = cs_listingsortpriceasc3;
export { listingsortpriceasc3 as "listingSortPriceAsc" }