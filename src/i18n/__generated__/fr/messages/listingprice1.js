/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingprice1Inputs */

const fr_listingprice1 = /** @type {(inputs: Listingprice1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prix`)
};

/**

* @param {Listingprice1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const listingprice1 = fr_listingprice1;
export { listingprice1 as "listingPrice" }