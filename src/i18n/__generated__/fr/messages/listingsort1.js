/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingsort1Inputs */

const fr_listingsort1 = /** @type {(inputs: Listingsort1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trier`)
};

/**

* @param {Listingsort1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const listingsort1 = fr_listingsort1;
export { listingsort1 as "listingSort" }