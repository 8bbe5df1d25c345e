/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingpagination1Inputs */

const nl_listingpagination1 = /** @type {(inputs: Listingpagination1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paginanavigatie`)
};

/**

* @param {Listingpagination1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const listingpagination1 = nl_listingpagination1;
export { listingpagination1 as "listingPagination" }