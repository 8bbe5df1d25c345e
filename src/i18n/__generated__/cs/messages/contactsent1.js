/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactsent1Inputs */

const cs_contactsent1 = /** @type {(inputs: Contactsent1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Děkujeme za Vaši zprávu`)
};

/**

* @param {Contactsent1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const contactsent1 = cs_contactsent1;
export { contactsent1 as "contactSent" }