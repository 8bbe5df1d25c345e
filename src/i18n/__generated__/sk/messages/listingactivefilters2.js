/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingactivefilters2Inputs */

const sk_listingactivefilters2 = /** @type {(inputs: Listingactivefilters2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktívne filtre`)
};

/**

* @param {Listingactivefilters2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const listingactivefilters2 = sk_listingactivefilters2;
export { listingactivefilters2 as "listingActiveFilters" }