/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingpagination1Inputs */

const fr_listingpagination1 = /** @type {(inputs: Listingpagination1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagination`)
};

/**

* @param {Listingpagination1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const listingpagination1 = fr_listingpagination1;
export { listingpagination1 as "listingPagination" }