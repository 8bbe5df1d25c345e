/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutcustomertext2Inputs */

const de_checkoutcustomertext2 = /** @type {(inputs: Checkoutcustomertext2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Melden Sie sich mit Kundennummer oder E-Mail-Adresse an: Ihre Adresse ist dann schon eingetragen.`)
};

/**

* @param {Checkoutcustomertext2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const checkoutcustomertext2 = de_checkoutcustomertext2;
export { checkoutcustomertext2 as "checkoutCustomerText" }