/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactsalutationm2Inputs */

const fr_contactsalutationm2 = /** @type {(inputs: Contactsalutationm2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monsieur`)
};

/**

* @param {Contactsalutationm2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const contactsalutationm2 = fr_contactsalutationm2;
export { contactsalutationm2 as "contactSalutationM" }