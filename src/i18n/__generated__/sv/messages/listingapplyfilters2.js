/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingapplyfilters2Inputs */

const sv_listingapplyfilters2 = /** @type {(inputs: Listingapplyfilters2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Använd filter`)
};

/**

* @param {Listingapplyfilters2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const listingapplyfilters2 = sv_listingapplyfilters2;
export { listingapplyfilters2 as "listingApplyFilters" }