/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingfrom1Inputs */

const cs_listingfrom1 = /** @type {(inputs: Listingfrom1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`od`)
};

/**

* @param {Listingfrom1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const listingfrom1 = cs_listingfrom1;
export { listingfrom1 as "listingFrom" }