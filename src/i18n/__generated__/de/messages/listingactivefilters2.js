/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingactivefilters2Inputs */

const de_listingactivefilters2 = /** @type {(inputs: Listingactivefilters2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktive Filter`)
};

/**

* @param {Listingactivefilters2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const listingactivefilters2 = de_listingactivefilters2;
export { listingactivefilters2 as "listingActiveFilters" }