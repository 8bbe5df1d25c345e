/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingapplyfilters2Inputs */

const sk_listingapplyfilters2 = /** @type {(inputs: Listingapplyfilters2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Použiť filter`)
};

/**

* @param {Listingapplyfilters2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const listingapplyfilters2 = sk_listingapplyfilters2;
export { listingapplyfilters2 as "listingApplyFilters" }