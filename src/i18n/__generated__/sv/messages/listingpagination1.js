/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingpagination1Inputs */

const sv_listingpagination1 = /** @type {(inputs: Listingpagination1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sidnavigering`)
};

/**

* @param {Listingpagination1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const listingpagination1 = sv_listingpagination1;
export { listingpagination1 as "listingPagination" }