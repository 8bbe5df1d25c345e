/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactsalutationf2Inputs */

const de_ch2_contactsalutationf2 = /** @type {(inputs: Contactsalutationf2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Frau`)
};

/**

* @param {Contactsalutationf2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const contactsalutationf2 = de_ch2_contactsalutationf2;
export { contactsalutationf2 as "contactSalutationF" }