/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactsalutationd2Inputs */

const fr_contactsalutationd2 = /** @type {(inputs: Contactsalutationd2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autre`)
};

/**

* @param {Contactsalutationd2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const contactsalutationd2 = fr_contactsalutationd2;
export { contactsalutationd2 as "contactSalutationD" }