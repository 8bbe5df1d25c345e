/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingapplyfilters2Inputs */

const nl_listingapplyfilters2 = /** @type {(inputs: Listingapplyfilters2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filters toepassen`)
};

/**

* @param {Listingapplyfilters2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const listingapplyfilters2 = nl_listingapplyfilters2;
export { listingapplyfilters2 as "listingApplyFilters" }