/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingapplyfilters2Inputs */

const de_listingapplyfilters2 = /** @type {(inputs: Listingapplyfilters2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filter anwenden`)
};

/**

* @param {Listingapplyfilters2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const listingapplyfilters2 = de_listingapplyfilters2;
export { listingapplyfilters2 as "listingApplyFilters" }