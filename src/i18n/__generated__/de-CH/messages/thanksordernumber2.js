/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ orderNumber: NonNullable<unknown> }} Thanksordernumber2Inputs */

const de_ch2_thanksordernumber2 = /** @type {(inputs: Thanksordernumber2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihre Bestellnummer: ${i?.orderNumber}`)
};

/**

* @param {Thanksordernumber2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const thanksordernumber2 = de_ch2_thanksordernumber2;
export { thanksordernumber2 as "thanksOrderNumber" }