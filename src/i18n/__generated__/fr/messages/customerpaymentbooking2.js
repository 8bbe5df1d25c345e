/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerpaymentbooking2Inputs */

const fr_customerpaymentbooking2 = /** @type {(inputs: Customerpaymentbooking2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La comptabilisation de votre paiement prend 3 à 5 jours ouvrés.`)
};

/**

* @param {Customerpaymentbooking2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerpaymentbooking2 = fr_customerpaymentbooking2;
export { customerpaymentbooking2 as "customerPaymentBooking" }