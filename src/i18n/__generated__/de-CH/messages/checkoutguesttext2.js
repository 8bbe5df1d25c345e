/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutguesttext2Inputs */

const de_ch2_checkoutguesttext2 = /** @type {(inputs: Checkoutguesttext2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestellen Sie ohne Kundenkonto. Wir brauchen nur Ihre Adresse und Ihre E-Mail-Adresse für die Bestellbestätigung.`)
};

/**

* @param {Checkoutguesttext2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const checkoutguesttext2 = de_ch2_checkoutguesttext2;
export { checkoutguesttext2 as "checkoutGuestText" }