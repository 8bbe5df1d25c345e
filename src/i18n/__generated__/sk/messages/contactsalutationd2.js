/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactsalutationd2Inputs */

const sk_contactsalutationd2 = /** @type {(inputs: Contactsalutationd2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iné`)
};

/**

* @param {Contactsalutationd2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const contactsalutationd2 = sk_contactsalutationd2;
export { contactsalutationd2 as "contactSalutationD" }