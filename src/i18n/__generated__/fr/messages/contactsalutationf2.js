/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactsalutationf2Inputs */

const fr_contactsalutationf2 = /** @type {(inputs: Contactsalutationf2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Madame`)
};

/**

* @param {Contactsalutationf2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const contactsalutationf2 = fr_contactsalutationf2;
export { contactsalutationf2 as "contactSalutationF" }