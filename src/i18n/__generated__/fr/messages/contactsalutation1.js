/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactsalutation1Inputs */

const fr_contactsalutation1 = /** @type {(inputs: Contactsalutation1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Civilité`)
};

/**

* @param {Contactsalutation1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const contactsalutation1 = fr_contactsalutation1;
export { contactsalutation1 as "contactSalutation" }