/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactsalutationm2Inputs */

const de_ch2_contactsalutationm2 = /** @type {(inputs: Contactsalutationm2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Herr`)
};

/**

* @param {Contactsalutationm2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const contactsalutationm2 = de_ch2_contactsalutationm2;
export { contactsalutationm2 as "contactSalutationM" }