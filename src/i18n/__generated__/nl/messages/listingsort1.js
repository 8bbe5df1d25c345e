/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingsort1Inputs */

const nl_listingsort1 = /** @type {(inputs: Listingsort1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sorteren`)
};

/**

* @param {Listingsort1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const listingsort1 = nl_listingsort1;
export { listingsort1 as "listingSort" }