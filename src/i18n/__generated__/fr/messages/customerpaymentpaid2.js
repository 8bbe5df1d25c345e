/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerpaymentpaid2Inputs */

const fr_customerpaymentpaid2 = /** @type {(inputs: Customerpaymentpaid2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`payé`)
};

/**

* @param {Customerpaymentpaid2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerpaymentpaid2 = fr_customerpaymentpaid2;
export { customerpaymentpaid2 as "customerPaymentPaid" }