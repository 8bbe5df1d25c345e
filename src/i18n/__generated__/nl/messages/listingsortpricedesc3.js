/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingsortpricedesc3Inputs */

const nl_listingsortpricedesc3 = /** @type {(inputs: Listingsortpricedesc3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hoogste prijs`)
};

/**

* @param {Listingsortpricedesc3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const listingsortpricedesc3 = nl_listingsortpricedesc3;
export { listingsortpricedesc3 as "listingSortPriceDesc" }