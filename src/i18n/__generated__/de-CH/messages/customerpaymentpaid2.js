/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerpaymentpaid2Inputs */

const de_ch2_customerpaymentpaid2 = /** @type {(inputs: Customerpaymentpaid2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bezahlt`)
};

/**

* @param {Customerpaymentpaid2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customerpaymentpaid2 = de_ch2_customerpaymentpaid2;
export { customerpaymentpaid2 as "customerPaymentPaid" }