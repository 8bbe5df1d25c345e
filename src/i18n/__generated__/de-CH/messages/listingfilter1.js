/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingfilter1Inputs */

const de_ch2_listingfilter1 = /** @type {(inputs: Listingfilter1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filter`)
};

/**

* @param {Listingfilter1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const listingfilter1 = de_ch2_listingfilter1;
export { listingfilter1 as "listingFilter" }