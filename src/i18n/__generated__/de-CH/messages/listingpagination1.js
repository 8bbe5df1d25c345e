/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingpagination1Inputs */

const de_ch2_listingpagination1 = /** @type {(inputs: Listingpagination1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seitennavigation`)
};

/**

* @param {Listingpagination1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const listingpagination1 = de_ch2_listingpagination1;
export { listingpagination1 as "listingPagination" }