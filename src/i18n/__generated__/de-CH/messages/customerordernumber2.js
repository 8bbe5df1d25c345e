/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerordernumber2Inputs */

const de_ch2_customerordernumber2 = /** @type {(inputs: Customerordernumber2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestellnummer`)
};

/**

* @param {Customerordernumber2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customerordernumber2 = de_ch2_customerordernumber2;
export { customerordernumber2 as "customerOrderNumber" }