/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutcustomertext2Inputs */

const sk_checkoutcustomertext2 = /** @type {(inputs: Checkoutcustomertext2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prihláste sa zákazníckym číslom alebo e-mailovou adresou: Vaša adresa už bude vyplnená.`)
};

/**

* @param {Checkoutcustomertext2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkoutcustomertext2 = sk_checkoutcustomertext2;
export { checkoutcustomertext2 as "checkoutCustomerText" }