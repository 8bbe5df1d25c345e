/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Listingfiltercount2Inputs */

const fr_listingfiltercount2 = /** @type {(inputs: Listingfiltercount2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Filtres (${i?.count})`)
};

/**

* @param {Listingfiltercount2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const listingfiltercount2 = fr_listingfiltercount2;
export { listingfiltercount2 as "listingFilterCount" }