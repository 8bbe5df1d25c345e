/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingfrom1Inputs */

const nl_listingfrom1 = /** @type {(inputs: Listingfrom1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`van`)
};

/**

* @param {Listingfrom1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const listingfrom1 = nl_listingfrom1;
export { listingfrom1 as "listingFrom" }