/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingapplyfilters2Inputs */

const cs_listingapplyfilters2 = /** @type {(inputs: Listingapplyfilters2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Použít filtr`)
};

/**

* @param {Listingapplyfilters2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const listingapplyfilters2 = cs_listingapplyfilters2;
export { listingapplyfilters2 as "listingApplyFilters" }