/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingpageword2Inputs */

const fr_listingpageword2 = /** @type {(inputs: Listingpageword2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page`)
};

/**

* @param {Listingpageword2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const listingpageword2 = fr_listingpageword2;
export { listingpageword2 as "listingPageWord" }