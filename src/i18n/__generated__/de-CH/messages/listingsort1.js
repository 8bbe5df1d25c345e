/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingsort1Inputs */

const de_ch2_listingsort1 = /** @type {(inputs: Listingsort1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sortieren`)
};

/**

* @param {Listingsort1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const listingsort1 = de_ch2_listingsort1;
export { listingsort1 as "listingSort" }