/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Listingpricefrom2Inputs */

const de_ch2_listingpricefrom2 = /** @type {(inputs: Listingpricefrom2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ab ${i?.price}`)
};

/**

* @param {Listingpricefrom2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const listingpricefrom2 = de_ch2_listingpricefrom2;
export { listingpricefrom2 as "listingPriceFrom" }