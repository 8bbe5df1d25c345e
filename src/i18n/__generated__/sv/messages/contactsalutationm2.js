/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactsalutationm2Inputs */

const sv_contactsalutationm2 = /** @type {(inputs: Contactsalutationm2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Man`)
};

/**

* @param {Contactsalutationm2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const contactsalutationm2 = sv_contactsalutationm2;
export { contactsalutationm2 as "contactSalutationM" }