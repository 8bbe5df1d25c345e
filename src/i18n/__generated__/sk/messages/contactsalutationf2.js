/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactsalutationf2Inputs */

const sk_contactsalutationf2 = /** @type {(inputs: Contactsalutationf2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pani`)
};

/**

* @param {Contactsalutationf2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const contactsalutationf2 = sk_contactsalutationf2;
export { contactsalutationf2 as "contactSalutationF" }