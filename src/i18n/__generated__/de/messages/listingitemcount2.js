/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Listingitemcount2Inputs */

const de_listingitemcount2 = /** @type {(inputs: Listingitemcount2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.shown} Artikel`)
};

/**

* @param {Listingitemcount2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const listingitemcount2 = de_listingitemcount2;
export { listingitemcount2 as "listingItemCount" }