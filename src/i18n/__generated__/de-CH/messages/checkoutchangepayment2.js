/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutchangepayment2Inputs */

const de_ch2_checkoutchangepayment2 = /** @type {(inputs: Checkoutchangepayment2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlungsart ändern`)
};

/**

* @param {Checkoutchangepayment2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const checkoutchangepayment2 = de_ch2_checkoutchangepayment2;
export { checkoutchangepayment2 as "checkoutChangePayment" }