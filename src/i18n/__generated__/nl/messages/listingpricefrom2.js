/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Listingpricefrom2Inputs */

const nl_listingpricefrom2 = /** @type {(inputs: Listingpricefrom2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`vanaf ${i?.price}`)
};

/**

* @param {Listingpricefrom2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const listingpricefrom2 = nl_listingpricefrom2;
export { listingpricefrom2 as "listingPriceFrom" }