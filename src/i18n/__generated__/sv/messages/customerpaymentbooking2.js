/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerpaymentbooking2Inputs */

const sv_customerpaymentbooking2 = /** @type {(inputs: Customerpaymentbooking2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Det tar 3–5 arbetsdagar innan din betalning är bokförd.`)
};

/**

* @param {Customerpaymentbooking2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerpaymentbooking2 = sv_customerpaymentbooking2;
export { customerpaymentbooking2 as "customerPaymentBooking" }