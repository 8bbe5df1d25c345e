/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactsalutationd2Inputs */

const nl_contactsalutationd2 = /** @type {(inputs: Contactsalutationd2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anders`)
};

/**

* @param {Contactsalutationd2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const contactsalutationd2 = nl_contactsalutationd2;
export { contactsalutationd2 as "contactSalutationD" }