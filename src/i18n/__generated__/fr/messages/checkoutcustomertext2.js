/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutcustomertext2Inputs */

const fr_checkoutcustomertext2 = /** @type {(inputs: Checkoutcustomertext2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connectez-vous avec votre numéro client ou votre adresse e-mail : votre adresse sera déjà renseignée.`)
};

/**

* @param {Checkoutcustomertext2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const checkoutcustomertext2 = fr_checkoutcustomertext2;
export { checkoutcustomertext2 as "checkoutCustomerText" }