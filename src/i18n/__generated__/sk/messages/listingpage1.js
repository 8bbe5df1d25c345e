/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ page: NonNullable<unknown> }} Listingpage1Inputs */

const sk_listingpage1 = /** @type {(inputs: Listingpage1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Strana ${i?.page}`)
};

/**

* @param {Listingpage1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const listingpage1 = sk_listingpage1;
export { listingpage1 as "listingPage" }