/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactsalutationf2Inputs */

const cs_contactsalutationf2 = /** @type {(inputs: Contactsalutationf2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paní`)
};

/**

* @param {Contactsalutationf2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const contactsalutationf2 = cs_contactsalutationf2;
export { contactsalutationf2 as "contactSalutationF" }