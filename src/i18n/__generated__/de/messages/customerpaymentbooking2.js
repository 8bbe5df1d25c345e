/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerpaymentbooking2Inputs */

const de_customerpaymentbooking2 = /** @type {(inputs: Customerpaymentbooking2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Verbuchung Ihrer Zahlung dauert 3–5 Werktage.`)
};

/**

* @param {Customerpaymentbooking2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customerpaymentbooking2 = de_customerpaymentbooking2;
export { customerpaymentbooking2 as "customerPaymentBooking" }