/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingactivefilters2Inputs */

const nl_listingactivefilters2 = /** @type {(inputs: Listingactivefilters2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actieve filters`)
};

/**

* @param {Listingactivefilters2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const listingactivefilters2 = nl_listingactivefilters2;
export { listingactivefilters2 as "listingActiveFilters" }