/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactsent1Inputs */

const nl_contactsent1 = /** @type {(inputs: Contactsent1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bedankt voor je bericht`)
};

/**

* @param {Contactsent1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const contactsent1 = nl_contactsent1;
export { contactsent1 as "contactSent" }