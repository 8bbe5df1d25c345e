/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ page: NonNullable<unknown> }} Listingpage1Inputs */

const cs_listingpage1 = /** @type {(inputs: Listingpage1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stránka ${i?.page}`)
};

/**

* @param {Listingpage1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const listingpage1 = cs_listingpage1;
export { listingpage1 as "listingPage" }