/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutsteppayment2Inputs */

const de_ch2_checkoutsteppayment2 = /** @type {(inputs: Checkoutsteppayment2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlungsart`)
};

/**

* @param {Checkoutsteppayment2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const checkoutsteppayment2 = de_ch2_checkoutsteppayment2;
export { checkoutsteppayment2 as "checkoutStepPayment" }