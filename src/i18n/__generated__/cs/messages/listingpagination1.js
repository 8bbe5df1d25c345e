/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingpagination1Inputs */

const cs_listingpagination1 = /** @type {(inputs: Listingpagination1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stránkování`)
};

/**

* @param {Listingpagination1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const listingpagination1 = cs_listingpagination1;
export { listingpagination1 as "listingPagination" }