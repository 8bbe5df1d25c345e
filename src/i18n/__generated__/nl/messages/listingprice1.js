/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingprice1Inputs */

const nl_listingprice1 = /** @type {(inputs: Listingprice1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prijs`)
};

/**

* @param {Listingprice1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const listingprice1 = nl_listingprice1;
export { listingprice1 as "listingPrice" }