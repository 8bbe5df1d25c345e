/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingpageword2Inputs */

const de_ch2_listingpageword2 = /** @type {(inputs: Listingpageword2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seite`)
};

/**

* @param {Listingpageword2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const listingpageword2 = de_ch2_listingpageword2;
export { listingpageword2 as "listingPageWord" }