/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ page: NonNullable<unknown> }} Listingpage1Inputs */

const sv_listingpage1 = /** @type {(inputs: Listingpage1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sida ${i?.page}`)
};

/**

* @param {Listingpage1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const listingpage1 = sv_listingpage1;
export { listingpage1 as "listingPage" }