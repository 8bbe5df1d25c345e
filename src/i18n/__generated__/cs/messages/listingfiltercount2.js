/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Listingfiltercount2Inputs */

const cs_listingfiltercount2 = /** @type {(inputs: Listingfiltercount2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Filtr (${i?.count})`)
};

/**

* @param {Listingfiltercount2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const listingfiltercount2 = cs_listingfiltercount2;
export { listingfiltercount2 as "listingFilterCount" }