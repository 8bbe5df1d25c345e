/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderforminvalidnumber2Inputs */

const de_ch2_orderforminvalidnumber2 = /** @type {(inputs: Orderforminvalidnumber2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ungültige Artikelnummer`)
};

/**

* @param {Orderforminvalidnumber2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const orderforminvalidnumber2 = de_ch2_orderforminvalidnumber2;
export { orderforminvalidnumber2 as "orderformInvalidNumber" }