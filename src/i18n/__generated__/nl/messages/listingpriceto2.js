/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Listingpriceto2Inputs */

const nl_listingpriceto2 = /** @type {(inputs: Listingpriceto2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`tot ${i?.price}`)
};

/**

* @param {Listingpriceto2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const listingpriceto2 = nl_listingpriceto2;
export { listingpriceto2 as "listingPriceTo" }