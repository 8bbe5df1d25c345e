/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingfrom1Inputs */

const sv_listingfrom1 = /** @type {(inputs: Listingfrom1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`från`)
};

/**

* @param {Listingfrom1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const listingfrom1 = sv_listingfrom1;
export { listingfrom1 as "listingFrom" }