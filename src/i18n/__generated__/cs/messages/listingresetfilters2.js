/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingresetfilters2Inputs */

const cs_listingresetfilters2 = /** @type {(inputs: Listingresetfilters2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zrušit všechny filtry`)
};

/**

* @param {Listingresetfilters2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const listingresetfilters2 = cs_listingresetfilters2;
export { listingresetfilters2 as "listingResetFilters" }