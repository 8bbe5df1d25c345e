/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingprice1Inputs */

const de_ch2_listingprice1 = /** @type {(inputs: Listingprice1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preis`)
};

/**

* @param {Listingprice1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const listingprice1 = de_ch2_listingprice1;
export { listingprice1 as "listingPrice" }