/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingactivefilters2Inputs */

const cs_listingactivefilters2 = /** @type {(inputs: Listingactivefilters2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktivní filtry`)
};

/**

* @param {Listingactivefilters2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const listingactivefilters2 = cs_listingactivefilters2;
export { listingactivefilters2 as "listingActiveFilters" }