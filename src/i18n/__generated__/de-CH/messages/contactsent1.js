/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactsent1Inputs */

const de_ch2_contactsent1 = /** @type {(inputs: Contactsent1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vielen Dank für Ihre Nachricht`)
};

/**

* @param {Contactsent1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const contactsent1 = de_ch2_contactsent1;
export { contactsent1 as "contactSent" }