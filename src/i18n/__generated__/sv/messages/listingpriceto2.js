/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Listingpriceto2Inputs */

const sv_listingpriceto2 = /** @type {(inputs: Listingpriceto2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`upp till ${i?.price}`)
};

/**

* @param {Listingpriceto2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const listingpriceto2 = sv_listingpriceto2;
export { listingpriceto2 as "listingPriceTo" }