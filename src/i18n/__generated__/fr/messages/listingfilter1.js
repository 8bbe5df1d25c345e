/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingfilter1Inputs */

const fr_listingfilter1 = /** @type {(inputs: Listingfilter1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtres`)
};

/**

* @param {Listingfilter1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const listingfilter1 = fr_listingfilter1;
export { listingfilter1 as "listingFilter" }