/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingprice1Inputs */

const sk_listingprice1 = /** @type {(inputs: Listingprice1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cena`)
};

/**

* @param {Listingprice1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const listingprice1 = sk_listingprice1;
export { listingprice1 as "listingPrice" }