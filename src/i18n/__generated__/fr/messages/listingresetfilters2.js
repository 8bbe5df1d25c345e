/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingresetfilters2Inputs */

const fr_listingresetfilters2 = /** @type {(inputs: Listingresetfilters2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réinitialiser les filtres`)
};

/**

* @param {Listingresetfilters2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const listingresetfilters2 = fr_listingresetfilters2;
export { listingresetfilters2 as "listingResetFilters" }