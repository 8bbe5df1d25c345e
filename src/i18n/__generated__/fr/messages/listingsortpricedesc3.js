/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingsortpricedesc3Inputs */

const fr_listingsortpricedesc3 = /** @type {(inputs: Listingsortpricedesc3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prix décroissant`)
};

/**

* @param {Listingsortpricedesc3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const listingsortpricedesc3 = fr_listingsortpricedesc3;
export { listingsortpricedesc3 as "listingSortPriceDesc" }