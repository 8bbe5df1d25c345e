/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerorderdate2Inputs */

const de_ch2_customerorderdate2 = /** @type {(inputs: Customerorderdate2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestelldatum`)
};

/**

* @param {Customerorderdate2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customerorderdate2 = de_ch2_customerorderdate2;
export { customerorderdate2 as "customerOrderDate" }