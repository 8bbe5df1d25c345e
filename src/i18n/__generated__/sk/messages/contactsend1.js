/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactsend1Inputs */

const sk_contactsend1 = /** @type {(inputs: Contactsend1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odoslať správu`)
};

/**

* @param {Contactsend1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const contactsend1 = sk_contactsend1;
export { contactsend1 as "contactSend" }