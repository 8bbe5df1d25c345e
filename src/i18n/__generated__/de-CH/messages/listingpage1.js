/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ page: NonNullable<unknown> }} Listingpage1Inputs */

const de_ch2_listingpage1 = /** @type {(inputs: Listingpage1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seite ${i?.page}`)
};

/**

* @param {Listingpage1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const listingpage1 = de_ch2_listingpage1;
export { listingpage1 as "listingPage" }