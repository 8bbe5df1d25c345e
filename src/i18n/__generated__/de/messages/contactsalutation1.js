/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactsalutation1Inputs */

const de_contactsalutation1 = /** @type {(inputs: Contactsalutation1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anrede`)
};

/**

* @param {Contactsalutation1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const contactsalutation1 = de_contactsalutation1;
export { contactsalutation1 as "contactSalutation" }