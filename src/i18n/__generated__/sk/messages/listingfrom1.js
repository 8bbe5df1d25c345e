/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingfrom1Inputs */

const sk_listingfrom1 = /** @type {(inputs: Listingfrom1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`od`)
};

/**

* @param {Listingfrom1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const listingfrom1 = sk_listingfrom1;
export { listingfrom1 as "listingFrom" }