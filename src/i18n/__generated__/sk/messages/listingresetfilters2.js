/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingresetfilters2Inputs */

const sk_listingresetfilters2 = /** @type {(inputs: Listingresetfilters2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zrušiť všetky filtre`)
};

/**

* @param {Listingresetfilters2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const listingresetfilters2 = sk_listingresetfilters2;
export { listingresetfilters2 as "listingResetFilters" }