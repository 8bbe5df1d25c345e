/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Listingfiltercount2Inputs */

const nl_listingfiltercount2 = /** @type {(inputs: Listingfiltercount2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Filters (${i?.count})`)
};

/**

* @param {Listingfiltercount2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const listingfiltercount2 = nl_listingfiltercount2;
export { listingfiltercount2 as "listingFilterCount" }