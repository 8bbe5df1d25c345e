/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingsortpricedesc3Inputs */

const de_ch2_listingsortpricedesc3 = /** @type {(inputs: Listingsortpricedesc3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Höchster Preis`)
};

/**

* @param {Listingsortpricedesc3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const listingsortpricedesc3 = de_ch2_listingsortpricedesc3;
export { listingsortpricedesc3 as "listingSortPriceDesc" }