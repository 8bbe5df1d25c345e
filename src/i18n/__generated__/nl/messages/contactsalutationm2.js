/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactsalutationm2Inputs */

const nl_contactsalutationm2 = /** @type {(inputs: Contactsalutationm2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meneer`)
};

/**

* @param {Contactsalutationm2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const contactsalutationm2 = nl_contactsalutationm2;
export { contactsalutationm2 as "contactSalutationM" }