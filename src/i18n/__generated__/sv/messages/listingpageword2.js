/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingpageword2Inputs */

const sv_listingpageword2 = /** @type {(inputs: Listingpageword2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sida`)
};

/**

* @param {Listingpageword2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const listingpageword2 = sv_listingpageword2;
export { listingpageword2 as "listingPageWord" }