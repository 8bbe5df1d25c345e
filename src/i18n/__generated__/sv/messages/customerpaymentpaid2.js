/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerpaymentpaid2Inputs */

const sv_customerpaymentpaid2 = /** @type {(inputs: Customerpaymentpaid2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`betald`)
};

/**

* @param {Customerpaymentpaid2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerpaymentpaid2 = sv_customerpaymentpaid2;
export { customerpaymentpaid2 as "customerPaymentPaid" }