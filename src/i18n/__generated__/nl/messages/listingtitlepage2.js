/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, page: NonNullable<unknown> }} Listingtitlepage2Inputs */

const nl_listingtitlepage2 = /** @type {(inputs: Listingtitlepage2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} – pagina ${i?.page}`)
};

/**

* @param {Listingtitlepage2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const listingtitlepage2 = nl_listingtitlepage2;
export { listingtitlepage2 as "listingTitlePage" }