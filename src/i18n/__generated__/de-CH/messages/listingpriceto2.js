/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Listingpriceto2Inputs */

const de_ch2_listingpriceto2 = /** @type {(inputs: Listingpriceto2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`bis ${i?.price}`)
};

/**

* @param {Listingpriceto2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const listingpriceto2 = de_ch2_listingpriceto2;
export { listingpriceto2 as "listingPriceTo" }