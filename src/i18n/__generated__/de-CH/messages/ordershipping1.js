/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ordershipping1Inputs */

const de_ch2_ordershipping1 = /** @type {(inputs: Ordershipping1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versandkosten`)
};

/**

* @param {Ordershipping1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const ordershipping1 = de_ch2_ordershipping1;
export { ordershipping1 as "orderShipping" }