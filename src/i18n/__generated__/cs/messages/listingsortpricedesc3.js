/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingsortpricedesc3Inputs */

const cs_listingsortpricedesc3 = /** @type {(inputs: Listingsortpricedesc3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nejvyšší cena`)
};

/**

* @param {Listingsortpricedesc3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const listingsortpricedesc3 = cs_listingsortpricedesc3;
export { listingsortpricedesc3 as "listingSortPriceDesc" }