/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Listingfiltercount2Inputs */

const sv_listingfiltercount2 = /** @type {(inputs: Listingfiltercount2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Filter (${i?.count})`)
};

/**

* @param {Listingfiltercount2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const listingfiltercount2 = sv_listingfiltercount2;
export { listingfiltercount2 as "listingFilterCount" }