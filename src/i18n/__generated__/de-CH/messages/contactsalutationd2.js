/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactsalutationd2Inputs */

const de_ch2_contactsalutationd2 = /** @type {(inputs: Contactsalutationd2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Divers`)
};

/**

* @param {Contactsalutationd2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const contactsalutationd2 = de_ch2_contactsalutationd2;
export { contactsalutationd2 as "contactSalutationD" }