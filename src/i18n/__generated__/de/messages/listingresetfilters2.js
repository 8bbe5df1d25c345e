/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingresetfilters2Inputs */

const de_listingresetfilters2 = /** @type {(inputs: Listingresetfilters2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Filter zurücksetzen`)
};

/**

* @param {Listingresetfilters2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const listingresetfilters2 = de_listingresetfilters2;
export { listingresetfilters2 as "listingResetFilters" }