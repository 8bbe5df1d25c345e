/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingprice1Inputs */

const cs_listingprice1 = /** @type {(inputs: Listingprice1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cena`)
};

/**

* @param {Listingprice1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const listingprice1 = cs_listingprice1;
export { listingprice1 as "listingPrice" }