/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingsortpriceasc3Inputs */

const sv_listingsortpriceasc3 = /** @type {(inputs: Listingsortpriceasc3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lägsta pris`)
};

/**

* @param {Listingsortpriceasc3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const listingsortpriceasc3 = sv_listingsortpriceasc3;
export { listingsortpriceasc3 as "listingSortPriceAsc" }