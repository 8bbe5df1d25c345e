/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, page: NonNullable<unknown> }} Listingtitlepage2Inputs */

const sk_listingtitlepage2 = /** @type {(inputs: Listingtitlepage2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} – strana ${i?.page}`)
};

/**

* @param {Listingtitlepage2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const listingtitlepage2 = sk_listingtitlepage2;
export { listingtitlepage2 as "listingTitlePage" }