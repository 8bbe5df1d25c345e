/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerpaymentbooking2Inputs */

const cs_customerpaymentbooking2 = /** @type {(inputs: Customerpaymentbooking2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zaúčtování Vaší platby trvá 3–5 pracovních dní.`)
};

/**

* @param {Customerpaymentbooking2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerpaymentbooking2 = cs_customerpaymentbooking2;
export { customerpaymentbooking2 as "customerPaymentBooking" }