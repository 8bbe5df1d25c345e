/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerpaymentpaid2Inputs */

const nl_customerpaymentpaid2 = /** @type {(inputs: Customerpaymentpaid2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`betaald`)
};

/**

* @param {Customerpaymentpaid2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerpaymentpaid2 = nl_customerpaymentpaid2;
export { customerpaymentpaid2 as "customerPaymentPaid" }