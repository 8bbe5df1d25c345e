/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingsort1Inputs */

const sv_listingsort1 = /** @type {(inputs: Listingsort1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sortera`)
};

/**

* @param {Listingsort1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const listingsort1 = sv_listingsort1;
export { listingsort1 as "listingSort" }