/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactsent1Inputs */

const fr_contactsent1 = /** @type {(inputs: Contactsent1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci pour votre message`)
};

/**

* @param {Contactsent1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const contactsent1 = fr_contactsent1;
export { contactsent1 as "contactSent" }