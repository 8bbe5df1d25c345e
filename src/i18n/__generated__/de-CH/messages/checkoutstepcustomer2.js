/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutstepcustomer2Inputs */

const de_ch2_checkoutstepcustomer2 = /** @type {(inputs: Checkoutstepcustomer2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmeldung`)
};

/**

* @param {Checkoutstepcustomer2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const checkoutstepcustomer2 = de_ch2_checkoutstepcustomer2;
export { checkoutstepcustomer2 as "checkoutStepCustomer" }