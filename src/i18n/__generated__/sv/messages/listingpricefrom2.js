/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Listingpricefrom2Inputs */

const sv_listingpricefrom2 = /** @type {(inputs: Listingpricefrom2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`från ${i?.price}`)
};

/**

* @param {Listingpricefrom2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const listingpricefrom2 = sv_listingpricefrom2;
export { listingpricefrom2 as "listingPriceFrom" }