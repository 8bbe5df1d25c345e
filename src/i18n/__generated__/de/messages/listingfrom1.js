/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingfrom1Inputs */

const de_listingfrom1 = /** @type {(inputs: Listingfrom1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`von`)
};

/**

* @param {Listingfrom1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const listingfrom1 = de_listingfrom1;
export { listingfrom1 as "listingFrom" }