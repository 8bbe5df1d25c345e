/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, value: NonNullable<unknown> }} Listingfiltervalue2Inputs */

const sk_listingfiltervalue2 = /** @type {(inputs: Listingfiltervalue2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.value}`)
};

/**

* @param {Listingfiltervalue2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const listingfiltervalue2 = sk_listingfiltervalue2;
export { listingfiltervalue2 as "listingFilterValue" }