/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingactivefilters2Inputs */

const sv_listingactivefilters2 = /** @type {(inputs: Listingactivefilters2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktiva filter`)
};

/**

* @param {Listingactivefilters2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const listingactivefilters2 = sv_listingactivefilters2;
export { listingactivefilters2 as "listingActiveFilters" }