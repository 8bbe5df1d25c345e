/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingfilter1Inputs */

const nl_listingfilter1 = /** @type {(inputs: Listingfilter1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filters`)
};

/**

* @param {Listingfilter1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const listingfilter1 = nl_listingfilter1;
export { listingfilter1 as "listingFilter" }