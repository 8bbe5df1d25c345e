/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerpaymentpaid2Inputs */

const de_customerpaymentpaid2 = /** @type {(inputs: Customerpaymentpaid2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bezahlt`)
};

/**

* @param {Customerpaymentpaid2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customerpaymentpaid2 = de_customerpaymentpaid2;
export { customerpaymentpaid2 as "customerPaymentPaid" }