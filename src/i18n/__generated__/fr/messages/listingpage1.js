/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ page: NonNullable<unknown> }} Listingpage1Inputs */

const fr_listingpage1 = /** @type {(inputs: Listingpage1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Page ${i?.page}`)
};

/**

* @param {Listingpage1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const listingpage1 = fr_listingpage1;
export { listingpage1 as "listingPage" }