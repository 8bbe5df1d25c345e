/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerpaymentpaid2Inputs */

const cs_customerpaymentpaid2 = /** @type {(inputs: Customerpaymentpaid2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`zaplaceno`)
};

/**

* @param {Customerpaymentpaid2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerpaymentpaid2 = cs_customerpaymentpaid2;
export { customerpaymentpaid2 as "customerPaymentPaid" }