/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Listingpriceto2Inputs */

const sk_listingpriceto2 = /** @type {(inputs: Listingpriceto2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`do ${i?.price}`)
};

/**

* @param {Listingpriceto2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const listingpriceto2 = sk_listingpriceto2;
export { listingpriceto2 as "listingPriceTo" }