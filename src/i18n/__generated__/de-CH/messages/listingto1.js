/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingto1Inputs */

const de_ch2_listingto1 = /** @type {(inputs: Listingto1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bis`)
};

/**

* @param {Listingto1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const listingto1 = de_ch2_listingto1;
export { listingto1 as "listingTo" }