/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactsalutationf2Inputs */

const sv_contactsalutationf2 = /** @type {(inputs: Contactsalutationf2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kvinna`)
};

/**

* @param {Contactsalutationf2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const contactsalutationf2 = sv_contactsalutationf2;
export { contactsalutationf2 as "contactSalutationF" }