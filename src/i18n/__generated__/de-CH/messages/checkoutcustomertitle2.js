/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutcustomertitle2Inputs */

const de_ch2_checkoutcustomertitle2 = /** @type {(inputs: Checkoutcustomertitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ich bin bereits Kunde`)
};

/**

* @param {Checkoutcustomertitle2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const checkoutcustomertitle2 = de_ch2_checkoutcustomertitle2;
export { checkoutcustomertitle2 as "checkoutCustomerTitle" }