/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerpaymentbooking2Inputs */

const sk_customerpaymentbooking2 = /** @type {(inputs: Customerpaymentbooking2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zaúčtovanie Vašej platby trvá 3–5 pracovných dní.`)
};

/**

* @param {Customerpaymentbooking2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerpaymentbooking2 = sk_customerpaymentbooking2;
export { customerpaymentbooking2 as "customerPaymentBooking" }