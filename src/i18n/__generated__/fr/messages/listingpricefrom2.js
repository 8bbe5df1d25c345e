/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Listingpricefrom2Inputs */

const fr_listingpricefrom2 = /** @type {(inputs: Listingpricefrom2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`dès ${i?.price}`)
};

/**

* @param {Listingpricefrom2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const listingpricefrom2 = fr_listingpricefrom2;
export { listingpricefrom2 as "listingPriceFrom" }