/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Listingpriceto2Inputs */

const fr_listingpriceto2 = /** @type {(inputs: Listingpriceto2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`jusqu'à ${i?.price}`)
};

/**

* @param {Listingpriceto2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const listingpriceto2 = fr_listingpriceto2;
export { listingpriceto2 as "listingPriceTo" }