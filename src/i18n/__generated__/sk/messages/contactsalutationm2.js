/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactsalutationm2Inputs */

const sk_contactsalutationm2 = /** @type {(inputs: Contactsalutationm2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pán`)
};

/**

* @param {Contactsalutationm2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const contactsalutationm2 = sk_contactsalutationm2;
export { contactsalutationm2 as "contactSalutationM" }