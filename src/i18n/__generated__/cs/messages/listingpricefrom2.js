/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Listingpricefrom2Inputs */

const cs_listingpricefrom2 = /** @type {(inputs: Listingpricefrom2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`od ${i?.price}`)
};

/**

* @param {Listingpricefrom2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const listingpricefrom2 = cs_listingpricefrom2;
export { listingpricefrom2 as "listingPriceFrom" }