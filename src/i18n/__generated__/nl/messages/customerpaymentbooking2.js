/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerpaymentbooking2Inputs */

const nl_customerpaymentbooking2 = /** @type {(inputs: Customerpaymentbooking2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Het verwerken van je betaling duurt 3–5 werkdagen.`)
};

/**

* @param {Customerpaymentbooking2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerpaymentbooking2 = nl_customerpaymentbooking2;
export { customerpaymentbooking2 as "customerPaymentBooking" }