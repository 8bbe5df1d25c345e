/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactsalutationd2Inputs */

const sv_contactsalutationd2 = /** @type {(inputs: Contactsalutationd2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annat`)
};

/**

* @param {Contactsalutationd2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const contactsalutationd2 = sv_contactsalutationd2;
export { contactsalutationd2 as "contactSalutationD" }