/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingpageword2Inputs */

const cs_listingpageword2 = /** @type {(inputs: Listingpageword2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stránka`)
};

/**

* @param {Listingpageword2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const listingpageword2 = cs_listingpageword2;
export { listingpageword2 as "listingPageWord" }