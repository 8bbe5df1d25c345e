/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingresetfilters2Inputs */

const sv_listingresetfilters2 = /** @type {(inputs: Listingresetfilters2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rensa alla filter`)
};

/**

* @param {Listingresetfilters2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const listingresetfilters2 = sv_listingresetfilters2;
export { listingresetfilters2 as "listingResetFilters" }